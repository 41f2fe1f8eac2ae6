interface ProgressBarProps {
  /** What is progressing ("Import progress"): the bar's accessible name. */
  label: string;
  value: number;
  max: number;
}

/** A determinate progress bar with its percentage written out; an empty max reads as 0 %. */
export function ProgressBar({ label, value, max }: ProgressBarProps) {
  const percent = max > 0 ? Math.min(100, Math.max(0, Math.round((value / max) * 100))) : 0;
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-3 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full rounded-full bg-blue-700 transition-[width] duration-300 dark:bg-sky-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="w-12 text-right text-sm tabular-nums" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
