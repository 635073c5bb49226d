// The blocks of a branded mail's body in HTML: a button, a list of details, an order's lines with
// their pictures and sums. Tables, since they are what every mail client lays out alike.
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Img } from '@react-email/img';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { MailBlock, MailDetails, MailOrder } from '../../../../core/mail-content';
import { COLOURS, WRAP } from './mail-style';

const small = { margin: 0, fontSize: '14px', lineHeight: '20px', color: COLOURS.ink, ...WRAP };

function Details({ block }: { block: MailDetails }) {
  return (
    <Section
      style={{
        backgroundColor: COLOURS.panel,
        borderRadius: '8px',
        padding: '12px 16px',
        margin: '0 0 16px',
      }}
    >
      {block.rows.map((row) => (
        <Row key={row.label}>
          <Column style={{ ...small, color: COLOURS.muted, padding: '2px 12px 2px 0', width: '45%' }}>
            {row.label}
          </Column>
          <Column style={{ ...small, fontWeight: 600, padding: '2px 0' }}>{row.value}</Column>
        </Row>
      ))}
    </Section>
  );
}

function Order({ block }: { block: MailOrder }) {
  return (
    <Section style={{ margin: '0 0 16px' }}>
      {block.lines.map((line, index) => (
        <Row key={index} style={{ borderBottom: `1px solid ${COLOURS.line}` }}>
          <Column style={{ width: '64px', padding: '8px 12px 8px 0', verticalAlign: 'top' }}>
            {line.picture && (
              <Img
                src={line.picture}
                width="56"
                height="56"
                alt=""
                style={{ borderRadius: '6px', backgroundColor: COLOURS.panel }}
              />
            )}
          </Column>
          <Column style={{ padding: '8px 0', verticalAlign: 'top' }}>
            <Text style={{ ...small, fontWeight: 600 }}>{line.title}</Text>
            <Text style={{ ...small, color: COLOURS.muted }}>
              {line.quantity} × {line.unitPrice}
            </Text>
          </Column>
          <Column
            style={{
              ...small,
              // A long title never runs into the price beside it.
              padding: '8px 0 8px 12px',
              textAlign: 'right',
              verticalAlign: 'top',
              whiteSpace: 'nowrap',
            }}
          >
            {line.lineTotal}
          </Column>
        </Row>
      ))}
      {block.sums.map((sum, index) => {
        const total = index === block.sums.length - 1;
        const style = { ...small, padding: '4px 0', ...(total ? { fontWeight: 700, fontSize: '16px' } : {}) };
        return (
          <Row key={sum.label}>
            <Column style={style}>{sum.label}</Column>
            <Column style={{ ...style, textAlign: 'right', whiteSpace: 'nowrap' }}>{sum.value}</Column>
          </Row>
        );
      })}
      {block.deliverTo && (
        <Text style={{ ...small, marginTop: '12px' }}>
          <span style={{ color: COLOURS.muted }}>Deliver to</span>
          {block.deliverTo.map((line, i) => (
            <span key={i}>
              <br />
              {line}
            </span>
          ))}
        </Text>
      )}
    </Section>
  );
}

export function MailBlockView({ block, buttonColour }: { block: MailBlock; buttonColour: string }) {
  if (block.kind === 'details') return <Details block={block} />;
  if (block.kind === 'order') return <Order block={block} />;
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button
        href={block.url}
        style={{
          backgroundColor: buttonColour,
          color: '#ffffff',
          borderRadius: '999px',
          padding: '12px 24px',
          fontSize: '16px',
          fontWeight: 600,
          textDecoration: 'none',
        }}
      >
        {block.label}
      </Button>
    </Section>
  );
}
