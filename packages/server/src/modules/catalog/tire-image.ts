const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A sidewall picture of a tire, drawn for the demo catalogue so that no image comes from an
 * outside host. The label is the SKU's brand and line, printed around the sidewall.
 */
export function renderTireSvg(label: string): string {
  const text = escapeXml(label.slice(0, 48));
  const treads = Array.from({ length: 36 }, (_, i) => {
    const angle = (i * 10 * Math.PI) / 180;
    const x1 = 100 + 92 * Math.cos(angle);
    const y1 = 100 + 92 * Math.sin(angle);
    const x2 = 100 + 80 * Math.cos(angle);
    const y2 = 100 + 80 * Math.sin(angle);
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img" aria-label="${text}">
<defs><path id="arc" d="M 36 100 A 64 64 0 1 1 164 100"/></defs>
<circle cx="100" cy="100" r="96" fill="#1d1f22"/>
<g stroke="#3a3d42" stroke-width="4">${treads}</g>
<circle cx="100" cy="100" r="58" fill="#2b2e33" stroke="#45494f" stroke-width="3"/>
<circle cx="100" cy="100" r="40" fill="#9aa1a9"/>
<circle cx="100" cy="100" r="12" fill="#6b7178"/>
<text font-family="Arial, sans-serif" font-size="11" font-weight="700" fill="#e9ecef" letter-spacing="1"><textPath href="#arc" startOffset="50%" text-anchor="middle">${text}</textPath></text>
</svg>`;
}

/** A brand wordmark for search results and brand pages, drawn like the tire pictures. */
export function renderBrandSvg(name: string): string {
  const text = escapeXml(name.slice(0, 32));
  const width = Math.max(120, text.length * 14 + 32);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 48" role="img" aria-label="${text}">
<rect width="${width}" height="48" rx="8" fill="#11161c"/>
<text x="50%" y="31" font-family="Arial, sans-serif" font-size="20" font-weight="800" fill="#f4f6f8" text-anchor="middle" letter-spacing="1">${text.toUpperCase()}</text>
</svg>`;
}
