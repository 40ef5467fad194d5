import { AuthCard } from '../features/auth/components/AuthCard';
import { AuthSwitchLink } from '../features/auth/components/AuthSwitchLink';
import { Divider } from '../features/auth/components/Divider';
import { GoogleSignIn } from '../features/auth/components/GoogleSignIn';
import { LoginForm } from '../features/auth/components/LoginForm';
import styles from './AuthPage.module.css';

export default function LoginPage() {
  return (
    <div data-boundary="account" className={styles.page}>
      <AuthCard
        title="Sign in to your account"
        intro="Welcome back. Sign in to check out and follow your orders."
        footer={
          <>
            New to Brass Aangan? <AuthSwitchLink to="/register">Create an account</AuthSwitchLink>
          </>
        }
      >
        <GoogleSignIn />
        <Divider label="or sign in with email" />
        <LoginForm />
      </AuthCard>
    </div>
  );
}
