// The two screens /admin shows before the dashboard: the admin sign-in form, and the refusal for other accounts.
import { Link } from 'react-router';
import { AUTH_MESSAGES, AuthCard, LoginForm } from '../../auth';

/** Any refusal reads 'Invalid credentials' (AUTH-038); the server then decides what the account may see. */
export function AdminSignIn({ onSignedIn }: { onSignedIn(): void }) {
  return (
    <AuthCard title="Admin Sign In" intro="Administrators only. Sign in with your administrator account.">
      <LoginForm
        onSignedIn={onSignedIn}
        failureText={AUTH_MESSAGES.adminInvalidCredentials}
        submitLabel="Sign In"
        showLinks={false}
      />
    </AuthCard>
  );
}

export function AdminForbidden({ email }: { email: string }) {
  return (
    <AuthCard title="Access Denied">
      <p data-testid="admin-forbidden">
        You are signed in as <span className="font-medium break-all">{email}</span>, which is not an
        administrator account. The admin dashboard is open to administrators only.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/dashboard" className="btn-primary">
          Go to your dashboard
        </Link>
        <Link to="/logout" className="btn-secondary">
          Sign out
        </Link>
      </div>
    </AuthCard>
  );
}
