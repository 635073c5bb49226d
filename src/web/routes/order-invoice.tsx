import { data } from 'react-router';
import { buttonClasses } from '../components/ui/button-styles';
import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { PrintButton } from '../components/tax-invoice/print-button';
import { TaxInvoiceDocument } from '../components/tax-invoice/tax-invoice-document';
import { pageMeta } from '../lib/meta';
import { privatePageHeaders } from '../lib/private-page';
import type { Route } from './+types/order-invoice';
import { loadInvoicePage, type ShownInvoice } from './order-invoice.server';

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const found = loaderData?.kind === 'found';
  return pageMeta(matches, {
    title: found ? `Tax invoice for order ${loaderData.orderNumber}` : 'Tax invoice',
    description: ({ shopName }) => `The KRA eTIMS tax invoice of your ${shopName} order.`,
    noIndex: true,
  });
}

export const headers = privatePageHeaders;
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = await loadInvoicePage(context, params.orderNumber, new URL(request.url).searchParams);
  const headers = { 'Cache-Control': 'private, no-store' };
  if (page.kind === 'found') return data(page, { headers });
  if (page.kind === 'limited') {
    return data(page, {
      status: 429,
      headers: { ...headers, 'Retry-After': String(page.retryAfterSeconds) },
    });
  }
  return data(page, { status: 404, headers });
}

export default function OrderInvoice({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind !== 'found') {
    return (
      <>
        <PageIntro title="Tax invoice" />
        <PageContainer className="py-12">
          <p role="alert" className="max-w-prose text-lg">
            {loaderData.kind === 'limited'
              ? loaderData.message
              : 'We could not find a tax invoice for this order. Open it from the link in your order e-mail, or from the tracking page with your order number and e-mail.'}
          </p>
        </PageContainer>
      </>
    );
  }
  const { orderNumber, sale, creditNotes } = loaderData;
  return (
    <>
      <div className="print:hidden">
        <PageIntro title="Tax invoice">
          <p>The KRA eTIMS invoice of order {orderNumber}, to print or keep as a PDF.</p>
        </PageIntro>
      </div>
      <PageContainer className="space-y-12 py-10 print:py-0">
        <Shown shown={sale} label="Download the tax invoice (PDF)" />
        {creditNotes.map((note) => (
          <Shown key={note.invoice.invoiceNumber} shown={note} label="Download the credit note (PDF)" />
        ))}
      </PageContainer>
    </>
  );
}

function Shown({ shown, label }: { shown: ShownInvoice; label: string }) {
  return (
    <section className="space-y-4 break-after-page">
      <div className="flex flex-wrap gap-3 print:hidden">
        <a href={shown.pdfUrl} className={buttonClasses('primary')} download>
          {label}
        </a>
        <PrintButton />
      </div>
      <TaxInvoiceDocument invoice={shown.invoice} qr={shown.qr} />
    </section>
  );
}
