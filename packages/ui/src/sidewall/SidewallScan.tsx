/**
 * "Scan your tire": the instruction, the camera's live view with a framing guide (or a photo
 * from the device), the reading, and what went wrong. What was read goes to `onRead`, whose
 * page shows it for the shopper to confirm before any search.
 */
import { formatTireSpec } from "@treadkit/core/catalog";
import {
  cameraProblem,
  SCAN_MESSAGES,
  SCAN_TEXTS,
  type ScanProblem,
} from "@treadkit/core/sidewall/scan";
import { useEffect, useId, useRef, useState } from "react";
import { readSidewallPhoto, warmSidewallReader } from "./reader";

export type ScanRead = { spec: string; dot: string | null };

function stopStream(stream: { current: MediaStream | null }) {
  for (const track of stream.current?.getTracks() ?? []) track.stop();
  stream.current = null;
}

type Step =
  | { kind: "start" }
  | { kind: "camera" }
  | { kind: "reading" }
  | { kind: "failed"; problem: ScanProblem };

export function SidewallScan({
  now,
  onRead,
  onSearchAnotherWay,
  focusFirst = false,
  origin,
}: {
  /** Puts focus on the first choice: the shopper came here to scan. */
  focusFirst?: boolean;
  /** The store's origin, which serves the reader's files, when the page is not the store's. */
  origin?: string;
  now: () => Date;
  onRead: (read: ScanRead) => void;
  onSearchAnotherWay: () => void;
}) {
  const id = useId();
  const [step, setStep] = useState<Step>({ kind: "start" });
  const [note, setNote] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const facing = useRef<"environment" | "user">("environment");
  const upload = useRef<HTMLInputElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusFirst) return;
    // After the frame: a dialog that led here (the search overlay) gives focus back as it closes.
    const frame = requestAnimationFrame(() => first.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focusFirst]);

  const stopCamera = () => stopStream(stream);
  // The camera goes off when the scan leaves the page.
  useEffect(() => () => stopStream(stream), []);

  const read = async (photo: Blob) => {
    stopCamera();
    setNote(null);
    setStep({ kind: "reading" });
    const outcome = await readSidewallPhoto(photo, now(), origin);
    if (!outcome.ok) {
      setStep({
        kind: "failed",
        problem: outcome.problem === "image" ? "notFound" : outcome.problem,
      });
      return;
    }
    const { spec, dot } = outcome.reading;
    if (!spec) {
      setStep({ kind: "failed", problem: "notFound" });
      return;
    }
    setStep({ kind: "start" });
    onRead({ spec: formatTireSpec(spec), dot: dot?.tin ?? null });
  };

  const openCamera = async () => {
    setNote(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setStep({ kind: "failed", problem: "noCamera" });
      return;
    }
    warmSidewallReader(origin);
    try {
      stopCamera();
      stream.current = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: facing.current }, width: { ideal: 1920 } },
        audio: false,
      });
      setStep({ kind: "camera" });
    } catch (error) {
      setStep({ kind: "failed", problem: cameraProblem(error) });
    }
  };

  useEffect(() => {
    if (step.kind === "camera" && video.current && stream.current) {
      video.current.srcObject = stream.current;
      void video.current.play().catch(() => {});
    }
  }, [step]);

  const switchCamera = async () => {
    const devices = await navigator.mediaDevices.enumerateDevices().catch(() => []);
    if (devices.filter((device) => device.kind === "videoinput").length < 2) {
      setNote(SCAN_MESSAGES.cannotSwitch);
      return;
    }
    facing.current = facing.current === "environment" ? "user" : "environment";
    await openCamera();
  };

  const takePhoto = () => {
    const source = video.current;
    if (!source || source.videoWidth === 0) return;
    const canvas = document.createElement("canvas");
    canvas.width = source.videoWidth;
    canvas.height = source.videoHeight;
    const ctx = canvas.getContext("2d");
    if (!ctx) {
      setStep({ kind: "failed", problem: "canvas" });
      return;
    }
    ctx.drawImage(source, 0, 0);
    canvas.toBlob((blob) => {
      if (blob) void read(blob);
      else setStep({ kind: "failed", problem: "canvas" });
    }, "image/jpeg");
  };

  const choosePhoto = () => {
    warmSidewallReader(origin);
    upload.current?.click();
  };

  return (
    <section className="sidewall-scan" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Scan your tire</h2>
      <input
        ref={upload}
        id={`${id}-photo`}
        className="visually-hidden"
        type="file"
        // No `capture`: a phone then offers its photos as well as its camera.
        accept="image/*"
        aria-label="Photo of your tire's sidewall"
        onChange={(event) => {
          const photo = event.target.files?.[0];
          event.target.value = "";
          if (photo) void read(photo);
        }}
      />
      {step.kind === "camera" ? (
        <div className="sidewall-scan__view">
          <video ref={video} playsInline muted aria-label="Camera view" />
          <div className="sidewall-scan__guide" aria-hidden="true" />
        </div>
      ) : null}
      {step.kind === "start" || step.kind === "camera" ? <p>{SCAN_TEXTS.instruction}</p> : null}
      {step.kind === "reading" ? (
        <p role="status" className="sidewall-scan__reading">
          {SCAN_TEXTS.reading}
        </p>
      ) : null}
      {step.kind === "failed" ? (
        <p role="alert" className="form-error">
          {SCAN_MESSAGES[step.problem]}
        </p>
      ) : null}
      {note ? <p role="status">{note}</p> : null}
      <div className="sidewall-scan__actions">
        {step.kind === "camera" ? (
          <>
            <button type="button" className="button" onClick={takePhoto}>
              Take photo
            </button>
            <button type="button" className="link-button" onClick={() => void switchCamera()}>
              Switch camera
            </button>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                stopCamera();
                setStep({ kind: "start" });
              }}
            >
              Cancel
            </button>
          </>
        ) : step.kind === "reading" ? null : step.kind === "failed" &&
          step.problem === "notFound" ? (
          <>
            <button type="button" className="button" onClick={choosePhoto}>
              Retake
            </button>
            <button type="button" className="link-button" onClick={onSearchAnotherWay}>
              Search another way
            </button>
          </>
        ) : (
          <>
            <button ref={first} type="button" className="button" onClick={() => void openCamera()}>
              Use camera
            </button>
            <button type="button" className="button button--secondary" onClick={choosePhoto}>
              Upload a photo
            </button>
            {step.kind === "failed" ? (
              <button type="button" className="link-button" onClick={onSearchAnotherWay}>
                Search another way
              </button>
            ) : null}
          </>
        )}
      </div>
      <p className="sidewall-scan__privacy">{SCAN_TEXTS.onDevice}</p>
    </section>
  );
}
