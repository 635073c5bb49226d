import type { Announcement } from '../../../../core/content-pages';
import { shopDateTimeInput } from '../../../../core/shop-time';
import { SettingsCheckbox, SettingsField, type FieldErrors } from '../settings/settings-field';

/** The bar's text and link, its switch, and the Nairobi times it shows between. */
export function AnnouncementFields({
  announcement,
  errors,
}: {
  announcement: Announcement;
  errors: FieldErrors;
}) {
  // A refused form comes back with the dates as typed; a stored one with instants.
  const dateValue = (value: string | null) =>
    value === null ? '' : Number.isNaN(Date.parse(value)) ? value : shopDateTimeInput(value);
  return (
    <div className="grid gap-4">
      <SettingsCheckbox
        name="announcement.active"
        label="Show the bar"
        checked={announcement.active}
        errors={errors}
      />
      <SettingsField
        name="announcement.text"
        label="Text"
        value={announcement.text}
        errors={errors}
        maxLength={160}
        hint="At most 160 characters, e.g. Free delivery in Nairobi this weekend"
      />
      <SettingsField
        name="announcement.link"
        label="Link (optional)"
        value={announcement.link}
        errors={errors}
        hint="A page of the shop such as /products, or an https:// address"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingsField
          name="announcement.startsAt"
          label="Shows from (Nairobi time)"
          value={dateValue(announcement.startsAt)}
          errors={errors}
          type="datetime-local"
          hint="Empty: from now"
        />
        <SettingsField
          name="announcement.endsAt"
          label="Until (Nairobi time)"
          value={dateValue(announcement.endsAt)}
          errors={errors}
          type="datetime-local"
          hint="Empty: until switched off"
        />
      </div>
    </div>
  );
}
