import { Link } from '@brass/shared/router';
import { AuthCard } from '../features/auth/components/AuthCard';
import { EmailConfirmation } from '../features/auth/components/EmailConfirmation';
import styles from './AuthPage.module.css';

/** Where the link of the confirmation mail lands. */
export default function ConfirmEmailPage() {
  return (
    <div data-boundary="account" className={styles.page}>
      <AuthCard
        title="Confirm your email"
        intro="Thank you for following the link from your inbox."
        footer={
          <>
            Back to the <Link to="/">shop</Link>
          </>
        }
      >
        <EmailConfirmation />
      </AuthCard>
    </div>
  );
}
