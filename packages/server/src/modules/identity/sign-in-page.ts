import { escapeHtml } from "../../http/html";

export type SignInView = {
  mode: "login" | "register";
  uid: string;
  /** The style nonce of this response (the policy allows no other inline style). */
  styleNonce: string;
  /** The co-branded (simple shop) view hides the store's own name. */
  cobranded: boolean;
  values?: Partial<Record<"email" | "firstName" | "lastName", string>>;
  /** A message for the whole form, e.g. a wrong password. */
  formError?: string | undefined;
  fieldErrors?: Partial<Record<string, string>>;
};

const STYLE = `
:root{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#f4f6f8}
body{margin:0;display:flex;min-height:100vh;align-items:flex-start;justify-content:center}
main{background:#fff;margin:48px 16px;padding:32px;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.12);width:100%;max-width:400px}
h1{font-size:1.5rem;margin:0 0 8px}
p{line-height:1.5}
form{display:grid;gap:16px;margin-top:16px}
label{display:grid;gap:4px;font-weight:600}
input{font:inherit;padding:10px 12px;border:1px solid #6b7580;border-radius:4px}
input:focus{outline:3px solid #0b5cad;outline-offset:1px}
input[aria-invalid=true]{border-color:#b3261e}
.error{color:#b3261e;font-weight:400;margin:0}
.alert{color:#b3261e;border:1px solid #b3261e;border-radius:4px;padding:8px 12px;margin:0}
button{font:inherit;font-weight:700;padding:12px;border:0;border-radius:4px;background:#0b5cad;color:#fff;cursor:pointer}
button:hover{background:#084a8b}
.switch{margin-top:24px;text-align:center}
a{color:#0b5cad}
`;

function field(
  view: SignInView,
  name: string,
  label: string,
  type: string,
  autocomplete: string,
): string {
  const error = view.fieldErrors?.[name];
  const value =
    type === "password" ? "" : (view.values?.[name as keyof SignInView["values"]] ?? "");
  const errorId = `${name}-error`;
  return `<label>${label}<input name="${name}" type="${type}" autocomplete="${autocomplete}" required value="${escapeHtml(value)}"${
    error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ""
  }>${error ? `<span class="error" id="${errorId}">${escapeHtml(error)}</span>` : ""}</label>`;
}

/** The provider's sign-in and registration page: plain HTML, works without JavaScript. */
export function renderSignInPage(view: SignInView): string {
  const store = view.cobranded ? "" : " to Treadkit";
  const login = view.mode === "login";
  const title = login ? `Sign in${store}` : `Create your account`;
  const action = login ? `/sign-in/${view.uid}` : `/sign-in/${view.uid}/register`;
  const fields = login
    ? [
        field(view, "email", "E-mail", "email", "username"),
        field(view, "password", "Password", "password", "current-password"),
      ]
    : [
        field(view, "firstName", "First name", "text", "given-name"),
        field(view, "lastName", "Last name", "text", "family-name"),
        field(view, "email", "E-mail", "email", "email"),
        field(view, "password", "Password", "password", "new-password"),
        field(view, "confirmPassword", "Confirm password", "password", "new-password"),
      ];
  const other = login
    ? `New here? <a href="/sign-in/${view.uid}?action=register">Create an account</a>`
    : `Have an account? <a href="/sign-in/${view.uid}?action=login">Sign in</a>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title>
<style nonce="${escapeHtml(view.styleNonce)}">${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${login ? "<p>Track orders, keep your vehicles and check out faster.</p>" : ""}
${view.formError ? `<p class="alert" role="alert">${escapeHtml(view.formError)}</p>` : ""}
<form method="post" action="${action}" novalidate>
${fields.join("\n")}
<button type="submit">${login ? "Sign in" : "Create account"}</button>
</form>
<p class="switch">${other}</p>
<p class="switch"><a href="/sign-in/${view.uid}/abort">Cancel and go back to the store</a></p>
</main></body></html>`;
}
