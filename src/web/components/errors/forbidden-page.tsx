import { Link } from 'react-router';
import { buttonClasses } from '../ui/button-styles';
import { PageContainer } from '../ui/page-container';

/** A signed-in person on a page their role does not open (403). */
export function ForbiddenPage({ message }: { message: string | undefined }) {
  return (
    <PageContainer className="py-section text-center">
      <h1 className="text-3xl text-earth-900 sm:text-4xl">Not available to your account</h1>
      <p className="mx-auto mt-3 max-w-md text-ink-muted">
        {message ?? 'This page is not available to your account.'} If you think you should have access, please
        get in touch.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary')}>
          Back to Home
        </Link>
        <Link to="/contact" className={buttonClasses('secondary')}>
          Contact Us
        </Link>
      </div>
    </PageContainer>
  );
}
