import { useForm } from 'react-hook-form';
import { Form, useNavigate, useNavigation } from 'react-router';
import { trackSchema, type TrackInput } from '../../../core/track-schema';
import { zodFormResolver } from '../../lib/zod-form-resolver';
import { buttonClasses } from '../ui/button-styles';
import { Card } from '../ui/card';
import { controlClasses } from '../ui/field-classes';
import { FormField } from '../ui/form-field';

interface TrackFormProps {
  title: string;
  defaultOrder: string;
  defaultEmail: string;
  /** Messages the server found when the form was sent without JavaScript. */
  serverErrors: Record<string, string>;
}

/**
 * A GET form to /track-order?orderNumber=&email=. Without JavaScript the browser submits it and the
 * loader validates; with JavaScript the same schema checks it first and only a valid query is sent.
 */
export function TrackForm({ title, defaultOrder, defaultEmail, serverErrors }: TrackFormProps) {
  const navigate = useNavigate();
  const searching = useNavigation().state === 'loading';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TrackInput, unknown, { orderNumber: string; email: string }>({
    resolver: zodFormResolver(trackSchema),
    defaultValues: { orderNumber: defaultOrder, email: defaultEmail },
  });

  const onValid = ({ orderNumber, email }: { orderNumber: string; email: string }) => {
    const query = new URLSearchParams({ orderNumber, email });
    void navigate(`/track-order?${query}`, { preventScrollReset: true });
  };

  const orderError = errors.orderNumber?.message ?? serverErrors.orderNumber;
  const emailError = errors.email?.message ?? serverErrors.email;

  return (
    <Card
      as={Form}
      padding="spacious"
      method="get"
      action="/track-order"
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="space-y-5"
    >
      <h2 className="text-2xl text-earth-900">{title}</h2>
      <FormField id="track-order" label="Order number" error={orderError} hint="For example HM-7K2M9QXD">
        <input
          {...register('orderNumber')}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className={controlClasses(Boolean(orderError), 'font-mono uppercase')}
        />
      </FormField>
      <FormField
        id="track-email"
        label="Email address"
        error={emailError}
        hint="The email you used at checkout"
      >
        <input
          {...register('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          className={controlClasses(Boolean(emailError))}
        />
      </FormField>
      <button type="submit" disabled={searching} className={`${buttonClasses('primary', 'lg')} w-full`}>
        {searching ? 'Tracking...' : 'Track Order'}
      </button>
    </Card>
  );
}
