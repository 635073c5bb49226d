import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../ui/button-styles';
import { PageContainer } from '../ui/page-container';

interface ErrorPageProps {
  status?: number;
  /** Shown only in development. */
  details?: string;
  /** A refusal that is not a failure (403) says what it is instead of 'Something went wrong'. */
  title?: string;
  children?: ReactNode;
}

/** Any error other than a 404: say so kindly and offer a way on. */
export function ErrorPage({ status, details, title = 'Something went wrong', children }: ErrorPageProps) {
  return (
    <PageContainer className="py-section text-center">
      <h1 className="text-3xl text-earth-900 sm:text-4xl">{title}</h1>
      <p className="mx-auto mt-3 max-w-md text-ink-muted">
        {children ?? (
          <>
            We're sorry — this page couldn't be loaded{status ? ` (error ${status})` : ''}. Please try again
            in a moment, or get in touch if it keeps happening.
          </>
        )}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary')}>
          Back to Home
        </Link>
        <Link to="/contact" className={buttonClasses('secondary')}>
          Contact Us
        </Link>
      </div>
      {details && (
        <pre className="mx-auto mt-10 max-w-3xl overflow-x-auto rounded-card bg-shea-200 p-4 text-left text-xs">
          {details}
        </pre>
      )}
    </PageContainer>
  );
}
