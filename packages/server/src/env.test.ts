import { describe, expect, it } from "vitest";
import { databaseConfigOf, loadEnv } from "./env";

describe("loadEnv", () => {
  it("defaults to port 3000 and the embedded database in .data", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe(".data");
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats an empty DATABASE_URL as none", () => {
    expect(loadEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("refuses a port or database URL it cannot use", () => {
    expect(() => loadEnv({ PORT: "http" })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: "mysql://x" })).toThrow(
      /DATABASE_URL must start with postgres/,
    );
  });
});

describe("WIDGET_DEV_ORIGINS", () => {
  it("is empty unless set, and reads a comma-separated list of origins", () => {
    expect(loadEnv({}).WIDGET_DEV_ORIGINS).toEqual([]);
    expect(
      loadEnv({ WIDGET_DEV_ORIGINS: "http://localhost:3311,http://127.0.0.1:3311" })
        .WIDGET_DEV_ORIGINS,
    ).toEqual(["http://localhost:3311", "http://127.0.0.1:3311"]);
  });

  it("refuses a wildcard or a URL with a path", () => {
    expect(() => loadEnv({ WIDGET_DEV_ORIGINS: "*" })).toThrow(
      /WIDGET_DEV_ORIGINS must list origins such as http:\/\/localhost:3000/,
    );
    expect(() => loadEnv({ WIDGET_DEV_ORIGINS: "https://shop.example/blog" })).toThrow(
      /WIDGET_DEV_ORIGINS/,
    );
  });
});

describe("MAP_TILE_URL", () => {
  it("is unset by default, and takes an http(s) XYZ template with its attribution", () => {
    expect(loadEnv({}).MAP_TILE_URL).toBeUndefined();
    const env = loadEnv({
      MAP_TILE_URL: "https://tiles.example.com/{z}/{x}/{y}.png",
      MAP_TILE_ATTRIBUTION: "© Example",
    });
    expect(env.MAP_TILE_URL).toBe("https://tiles.example.com/{z}/{x}/{y}.png");
    expect(env.MAP_TILE_ATTRIBUTION).toBe("© Example");
  });

  it("refuses a URL without {z}, {x} and {y}, or not http(s)", () => {
    expect(() => loadEnv({ MAP_TILE_URL: "https://tiles.example.com/tile.png" })).toThrow(
      /MAP_TILE_URL must contain \{z\}, \{x\} and \{y\}/,
    );
    expect(() => loadEnv({ MAP_TILE_URL: "javascript:{z}{x}{y}" })).toThrow(
      /MAP_TILE_URL must be an http\(s\) URL/,
    );
  });
});

describe("WORKERS and the metrics port", () => {
  it("leaves the number of workers to the cores and the metrics off unless set", () => {
    const env = loadEnv({});
    expect(env.WORKERS).toBeUndefined();
    expect(env.METRICS_PORT).toBeUndefined();
    expect(env.METRICS_HOST).toBe("127.0.0.1");
    expect(loadEnv({ WORKERS: "4", METRICS_PORT: "9464" })).toMatchObject({
      WORKERS: 4,
      METRICS_PORT: 9464,
    });
  });

  it("refuses a number of workers it cannot run, and a short metrics token", () => {
    for (const workers of ["0", "2.5", "many", "65"]) {
      expect(() => loadEnv({ WORKERS: workers })).toThrow(
        /WORKERS must be a whole number from 1 to 64/,
      );
    }
    expect(() => loadEnv({ METRICS_TOKEN: "short" })).toThrow(
      /METRICS_TOKEN must be at least 16 characters/,
    );
  });
});

describe("the database settings", () => {
  it("prepare statements unless DATABASE_PREPARED_STATEMENTS is off", () => {
    const url = "postgres://store@db:5432/treadkit";
    expect(databaseConfigOf(loadEnv({ DATABASE_URL: url }))).toEqual({
      databaseUrl: url,
      dataDir: ".data",
      preparedStatements: true,
    });
    expect(
      databaseConfigOf(loadEnv({ DATABASE_URL: url, DATABASE_PREPARED_STATEMENTS: "off" }))
        .preparedStatements,
    ).toBe(false);
    expect(() => loadEnv({ DATABASE_PREPARED_STATEMENTS: "no" })).toThrow(
      /DATABASE_PREPARED_STATEMENTS/,
    );
  });

  it("size a worker's heap within sane bounds", () => {
    expect(loadEnv({}).WORKER_HEAP_MB).toBe(192);
    expect(loadEnv({ WORKER_HEAP_MB: "512" }).WORKER_HEAP_MB).toBe(512);
    expect(() => loadEnv({ WORKER_HEAP_MB: "64" })).toThrow(
      "WORKER_HEAP_MB must be a whole number from 128 to 16384",
    );
  });
});

describe("TRUST_PROXY", () => {
  it("trusts only the proxies' addresses it names, and none unless set", () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,::1" }).TRUST_PROXY).toBe(
      "10.0.0.0/8,127.0.0.1,::1",
    );
  });

  it("refuses to believe whoever connects: true, or a number of hops", () => {
    for (const value of ["true", "1", "2"]) {
      expect(() => loadEnv({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY must be "false" or the proxies' addresses/,
      );
    }
  });
});
