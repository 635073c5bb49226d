import { buttonClasses } from '../ui/button-styles';

// Printing is the browser's; the button only asks for it (the print styles hide the shop's frame).
export function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className={`${buttonClasses('secondary')} print:hidden`}
    >
      Print
    </button>
  );
}
