import { Form, Link, useActionData } from 'react-router';
import { adminInviteSchema } from '../../../core/admin-invite-schema';
import { CONSOLE_ROLE_LABELS } from '../../../core/console-permissions';
import { memberActionSchema, type MemberAction } from '../../../core/console-team-schema';
import { parseInput } from '../../../core/zod-errors';
import { formatShopDateTime } from '../../../core/shop-time';
import { ActionNotice } from '../../components/admin/action-notice';
import { ConsoleCard } from '../../components/admin/console-card';
import { ConsolePageHeader } from '../../components/admin/console-page-header';
import { CONTROL_CLASSES, LABEL_CLASSES } from '../../components/admin/field-styles';
import { RadioChoices } from '../../components/admin/radio-choices';
import { buttonClasses } from '../../components/ui/button-styles';
import { requireConsole } from '../../lib/auth.server';
import { consoleAction, refusedForm, unknownIntent } from '../../lib/console-action.server';
import { pageMeta } from '../../lib/meta';
import { readFormFields } from '../../lib/read-form.server';
import type { Route } from './+types/team';
import { actOnMember, inviteAdmin, setTwoFactorPolicy, teamPageData } from './team.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'Admins', description: 'Who runs the shop.', noIndex: true });
}

export async function loader(args: Route.LoaderArgs) {
  return teamPageData(args.context, requireConsole(args, 'team.view'));
}

export async function action(args: Route.ActionArgs) {
  const admin = requireConsole(args, 'team.change');
  const fields = await readFormFields(args.request);
  if (fields.intent === 'two-factor-policy') {
    const required = fields.required === 'true';
    return consoleAction(() => setTwoFactorPolicy(args.context, admin, required));
  }
  if (fields.intent !== undefined) {
    const member = memberActionSchema.safeParse(fields);
    if (!member.success) return unknownIntent();
    return consoleAction(() => actOnMember(args.context, admin, member.data.intent, member.data.memberId));
  }
  const parsed = parseInput(adminInviteSchema, {
    email: fields.email,
    firstName: fields.firstName,
    lastName: fields.lastName,
    role: fields.role,
  });
  if (!parsed.ok) return refusedForm(parsed.body);
  return consoleAction(() => inviteAdmin(args.context, admin, parsed.data));
}

/** The buttons beside another member: what an owner may do to their access now. */
function memberActions(member: {
  role: string;
  disabled: boolean;
  twoFactor: boolean;
}): [MemberAction, string][] {
  return [
    ['sign-out', 'Sign out everywhere'],
    member.disabled ? ['enable', 'Enable'] : ['disable', 'Disable'],
    member.role === 'owner' ? ['make-staff', 'Make staff'] : ['make-owner', 'Make owner'],
    ...(member.twoFactor ? [['reset-two-factor', 'Reset two-step sign-in'] as [MemberAction, string]] : []),
  ];
}

const FIELDS = [
  ['firstName', 'First name', 'text', 'given-name'],
  ['lastName', 'Last name', 'text', 'family-name'],
  ['email', 'Email', 'email', 'email'],
] as const;

export default function Team({ loaderData }: Route.ComponentProps) {
  const notice = useActionData<typeof action>();
  const errors = notice?.errors ?? {};
  return (
    <>
      <ConsolePageHeader title="Admins" intro="Everyone who can run the shop from this console." />
      <ActionNotice notice={notice} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <ConsoleCard title="Admins">
          <ul className="divide-y divide-line text-sm">
            {loaderData.admins.map((admin) => (
              <li key={admin.id} className="py-3">
                <div className="flex flex-wrap justify-between gap-2">
                  <span className="min-w-0">
                    <span className="font-semibold text-ink">
                      {admin.firstName} {admin.lastName}
                    </span>
                    <span className="block break-all text-ink-muted">{admin.email}</span>
                  </span>
                  <span className="text-right text-ink-muted">
                    <span className="block font-semibold text-earth-900">
                      {CONSOLE_ROLE_LABELS[admin.role]}
                      {admin.disabled && ', disabled'}
                    </span>
                    <span className="block">Two-step sign-in {admin.twoFactor ? 'on' : 'off'}</span>
                    {admin.invitePending
                      ? 'Invited, not yet signed in'
                      : `Since ${formatShopDateTime(admin.createdAt)}`}
                  </span>
                </div>
                {admin.id !== loaderData.viewerId && (
                  <div className="mt-2 flex flex-wrap gap-2">
                    {memberActions(admin).map(([intent, label]) => (
                      <Form key={intent} method="post">
                        <input type="hidden" name="memberId" value={admin.id} />
                        <button
                          type="submit"
                          name="intent"
                          value={intent}
                          aria-label={`${label}: ${admin.firstName} ${admin.lastName}`}
                          className={buttonClasses('secondary')}
                        >
                          {label}
                        </button>
                      </Form>
                    ))}
                  </div>
                )}
              </li>
            ))}
          </ul>
        </ConsoleCard>
        <ConsoleCard title="Invite an admin">
          <Form method="post" className="grid gap-3">
            {FIELDS.map(([name, label, type, autoComplete]) => (
              <div key={name}>
                <label htmlFor={`invite-${name}`} className={LABEL_CLASSES}>
                  {label}
                </label>
                <input
                  id={`invite-${name}`}
                  name={name}
                  type={type}
                  autoComplete={autoComplete}
                  required
                  aria-invalid={errors[name] ? true : undefined}
                  aria-describedby={errors[name] ? `invite-${name}-error` : undefined}
                  className={CONTROL_CLASSES}
                />
                {errors[name] && (
                  <p id={`invite-${name}-error`} className="mt-1 text-sm text-red-800">
                    {errors[name]}
                  </p>
                )}
              </div>
            ))}
            <RadioChoices
              legend="Role"
              name="role"
              choices={[
                ['staff', 'Staff: orders, products, reviews and messages'],
                ['owner', 'Owner: everything, money, people and settings too'],
              ]}
              defaultValue="staff"
            />
            <p className="text-xs text-ink-muted">
              They get a link by mail that works once, for 3 days, to choose a password.
            </p>
            <button type="submit" className={buttonClasses('primary')}>
              Send invitation
            </button>
          </Form>
        </ConsoleCard>
        <ConsoleCard title="Two-step sign-in">
          <TwoFactorPolicy required={loaderData.twoFactorRequired} ownOn={loaderData.viewerTwoFactor} />
        </ConsoleCard>
      </div>
    </>
  );
}

/** The owner's switch, offered once their own two-step sign-in is on. */
function TwoFactorPolicy({ required, ownOn }: { required: boolean; ownOn: boolean }) {
  return (
    <div className="grid gap-3 text-sm">
      <p className="text-ink">
        {required
          ? 'Required: every member signs in with a code from their phone.'
          : 'Each member’s choice. Requiring it means a stolen password alone opens no one’s console.'}
      </p>
      {ownOn || required ? (
        <Form method="post">
          <input type="hidden" name="intent" value="two-factor-policy" />
          <input type="hidden" name="required" value={required ? 'false' : 'true'} />
          <button type="submit" className={buttonClasses(required ? 'secondary' : 'primary')}>
            {required ? 'Stop requiring it' : 'Require it for everyone'}
          </button>
        </Form>
      ) : (
        <p className="text-ink-muted">
          <Link to="/account/two-factor" className="font-semibold text-earth-700 underline">
            Set up your own
          </Link>{' '}
          first, then you can require it for everyone.
        </p>
      )}
    </div>
  );
}
