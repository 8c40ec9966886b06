// A chart that could not be drawn (its code or its data did not load), said over the chart's place, with Retry.
export const CHART_FAILED_TEXT = 'The chart could not be loaded.';

export function ChartFailure({
  message = CHART_FAILED_TEXT,
  messageClass,
  onRetry,
  retrying = false,
}: {
  message?: string;
  messageClass?: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div role="alert" className="absolute inset-0 grid place-content-center gap-3 text-center">
      <p className={messageClass}>{message}</p>
      <button
        type="button"
        className="btn-secondary justify-self-center"
        onClick={onRetry}
        disabled={retrying}
      >
        Retry
      </button>
    </div>
  );
}
