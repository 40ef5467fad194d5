import { Link } from '@brass/shared/router';
import { AuthCard } from '../features/auth/components/AuthCard';
import { ResetPasswordForm } from '../features/auth/components/ResetPasswordForm';
import styles from './AuthPage.module.css';

/** Where the link of the password reset mail lands. */
export default function ResetPasswordPage() {
  return (
    <div data-boundary="account" className={styles.page}>
      <AuthCard
        title="Set a new password"
        intro="Choose the password you will sign in with from now on."
        footer={
          <>
            Back to the <Link to="/">shop</Link>
          </>
        }
      >
        <ResetPasswordForm />
      </AuthCard>
    </div>
  );
}
