import { AuthCard } from '../features/auth/components/AuthCard';
import { AuthSwitchLink } from '../features/auth/components/AuthSwitchLink';
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
            Already have an account? <AuthSwitchLink to="/login">Sign in</AuthSwitchLink>
          </>
        }
      >
        <RegisterForm />
      </AuthCard>
    </div>
  );
}
