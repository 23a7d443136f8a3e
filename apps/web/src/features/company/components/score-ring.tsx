/** A ring for a 0–100 score; with no score the ring stays empty and says so. */
export function ScoreRing({ score, label }: { score: number | null; label: string }) {
  const radius = 42;
  const circumference = 2 * Math.PI * radius;
  const filled = score === null ? 0 : Math.max(0, Math.min(100, score)) / 100;
  return (
    <svg
      viewBox="0 0 100 100"
      className="h-32 w-32"
      role="img"
      aria-label={score === null ? `${label}: unavailable` : `${label}: ${score}`}
    >
      <circle
        cx="50"
        cy="50"
        r={radius}
        fill="none"
        strokeWidth="10"
        className="stroke-slate-200 dark:stroke-slate-700"
      />
      {/* No arc at all for no score: a round cap would draw a dot at 0. */}
      {filled > 0 && (
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${circumference * filled} ${circumference}`}
          transform="rotate(-90 50 50)"
          className="stroke-brand-600"
        />
      )}
      <text x="50" y="55" textAnchor="middle" className="fill-slate-900 text-[18px] font-bold dark:fill-white">
        {score === null ? '—' : score}
      </text>
    </svg>
  );
}
