import { getRuntimeConfig } from '@brass/shared/runtime-config';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { googleLogin } from '../api/google-login';
import { useCompleteSignIn } from '../hooks/useCompleteSignIn';
import { loadGoogleIdentity } from '../utils/google-identity';
import styles from './GoogleSignIn.module.css';

/** Google's button is at most 400 px wide and does not follow its container, so it is sized once. */
const MAX_BUTTON_WIDTH = 400;

/** The Google button, rendered by Google Identity Services; its credential becomes a shop session. */
export function GoogleSignIn() {
  const containerRef = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  const completeSignIn = useCompleteSignIn();

  const signInWithGoogle = useEffectEvent(async (credential: string) => {
    try {
      completeSignIn(await googleLogin(credential));
    } catch {
      window.alert('Google login failed');
    }
  });

  useEffect(() => {
    let mounted = true;
    const { googleScriptUrl, googleClientId } = getRuntimeConfig();
    loadGoogleIdentity(googleScriptUrl).then(
      (identity) => {
        const container = containerRef.current;
        if (!mounted || !container) return;
        identity.initialize({
          client_id: googleClientId,
          callback: ({ credential }) => void signInWithGoogle(credential),
        });
        identity.renderButton(container, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          shape: 'pill',
          logo_alignment: 'center',
          width: Math.min(container.clientWidth || MAX_BUTTON_WIDTH, MAX_BUTTON_WIDTH),
        });
      },
      () => {
        if (mounted) setUnavailable(true);
      },
    );
    return () => {
      mounted = false;
    };
  }, []);

  return (
    <div className={styles.google}>
      <div ref={containerRef} className={styles.button} hidden={unavailable} />
      {unavailable && (
        <p className={styles.unavailable}>Google sign-in is unavailable right now. Use your email below.</p>
      )}
    </div>
  );
}
