import { Link } from '@brass/shared/router';
import { AuthCard } from '../features/auth/components/AuthCard';
import { RegisterForm } from '../features/auth/components/RegisterForm';
import styles from './AuthPage.module.css';

export default function RegisterPage() {
  return (
    <div data-boundary="account" className={styles.page}>
      <AuthCard
        title="Create your account"
        intro="It takes a minute, and you are signed in straight away."
        footer={
          <>
            Already have an account? <Link to="/login">Sign in</Link>
          </>
        }
      >
        <RegisterForm />
      </AuthCard>
    </div>
  );
}
