import './listings.css';

interface RefreshNoticeProps {
  message: string;
  loading: boolean;
  onRetry: () => void;
}

/** A short status line with a Retry button, for a refresh that failed. */
export function RefreshNotice({ message, loading, onRetry }: RefreshNoticeProps) {
  return (
    <div className="listing-notice" role="status">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry} disabled={loading}>
        {loading ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}
