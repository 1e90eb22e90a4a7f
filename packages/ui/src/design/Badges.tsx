/** Short highlights of a tire (a deal, run-flat, XL), each a badge of its kind. */
export function Badges({ badges }: { badges: { kind: string; label: string }[] }) {
  if (badges.length === 0) return null;
  return (
    <ul className="badges" aria-label="Highlights">
      {badges.map((badge) => (
        <li key={badge.label} className={`badge badge--${badge.kind}`}>
          {badge.label}
        </li>
      ))}
    </ul>
  );
}
