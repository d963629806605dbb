import { useT } from '../Messages.tsx';
import './listings.css';

interface RefreshNoticeProps {
  /** What went wrong; null while all is well (the live region is then present and empty). */
  message: string | null;
  loading: boolean;
  onRetry: () => void;
}

/**
 * A status line with a Retry button, for a refresh that failed. It sits in the page's flow, so
 * it covers nothing, and its live region is there from the first render, so that the message
 * written into it later is announced.
 */
export function RefreshNotice({ message, loading, onRetry }: RefreshNoticeProps) {
  const t = useT();
  return (
    <div className="listing-notice" role="status">
      {message && (
        <>
          <p>{message}</p>
          {/* aria-disabled, not disabled: a disabled button drops the focus of whoever pressed it. */}
          <button
            type="button"
            className="button"
            onClick={loading ? undefined : onRetry}
            aria-disabled={loading || undefined}
          >
            {loading ? t('listing.retrying') : t('listing.retry')}
          </button>
        </>
      )}
    </div>
  );
}
