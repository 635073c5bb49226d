import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '../ui/button-styles';

/**
 * A console list's CSV export with the filters it is read with (`query`, without its `?`). A plain
 * link: the file comes from the API as a download, not as a page. `children` add words for screen
 * readers where the page offers more than one list.
 */
export function CsvDownloadLink({
  path,
  query = '',
  children,
}: {
  path: string;
  query?: string;
  children?: ReactNode;
}) {
  return (
    <a href={query ? `${path}?${query}` : path} download className={buttonClasses('secondary')}>
      <Download className="size-4" aria-hidden="true" />
      Download CSV{children}
    </a>
  );
}
