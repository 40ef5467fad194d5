import { Link } from '@brass/shared/router';
import { AuthCard } from '../features/auth/components/AuthCard';
import { ForgotPasswordForm } from '../features/auth/components/ForgotPasswordForm';
import styles from './AuthPage.module.css';

/** Where "Forgot password?" on the sign-in page leads: a link to set a new password, by mail. */
export default function ForgotPasswordPage() {
  return (
    <div data-boundary="account" className={styles.page}>
      <AuthCard
        title="Forgot your password?"
        intro="Tell us the email of your account and we will mail you a link to set a new password."
        footer={
          <>
            Remembered it? <Link to="/login">Sign in</Link>
          </>
        }
      >
        <ForgotPasswordForm />
      </AuthCard>
    </div>
  );
}
