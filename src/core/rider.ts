// A rider as the console sees it (GET /api/admin/riders), and what the console's form sends for one.

export interface AdminRider {
  id: number;
  name: string;
  phone: string;
  active: boolean;
}

/** The Riders page's form as riderCreateSchema reads it: an unticked box is a rider switched off. */
export function riderFormInput(form: FormData): Record<string, unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return { name: text('name'), phone: text('phone'), active: form.get('active') === 'on' };
}
