import type { FormEvent, ReactNode } from "react";
import { Form } from "react-router";
import { href } from "#domain/routes/href";
import { useLang } from "#app/root-context";
import { CsrfInput } from "#app/ui/form/csrf-input";

// Log out as a form post to the logout action (the timed-out page's, app/routes/account/
// expired-session.server.ts) with the session's CSRF token: a full page load to the front page
// afterwards, with or without JavaScript. `confirm` asks first (with JavaScript).

export function LogoutForm({ confirm, className, children }: { confirm?: string; className?: string; children: ReactNode }) {
  const lang = useLang();
  const ask = (event: FormEvent) => {
    if (confirm && !window.confirm(confirm)) event.preventDefault();
  };
  return (
    <Form method="post" action={href("expiredSession", lang)} reloadDocument onSubmit={ask} className={className ?? "logout-form"}>
      <CsrfInput />
      <input type="hidden" name="intent" value="logout" />
      {children}
    </Form>
  );
}
