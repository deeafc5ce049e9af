import { useState } from 'react';

import { Modal } from '@/components/ui/modal';
import { useAuth, type AuthModalView } from '@/lib/auth';

import '../auth.css';
import { CheckEmail } from './check-email';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const HEADINGS: Record<AuthModalView, { title: string; subtitle: string }> = {
  login: { title: 'Welcome Back', subtitle: 'Log in to create, save and play your quizzes.' },
  register: { title: 'Create Account', subtitle: 'Start turning your documents into quizzes for free.' },
  forgotPassword: { title: 'Reset Password', subtitle: "Enter your email and we'll send you a reset link." },
};

interface SentState {
  email: string;
  message?: string;
}

/** The one sign-in dialog: login, register and forgot password, opened from anywhere via useAuth. */
export function AuthModal() {
  const { authModalView, openAuthModal, closeAuthModal } = useAuth();
  const [sent, setSent] = useState<SentState | null>(null);

  if (!authModalView) return null;

  const show = (view: AuthModalView) => {
    setSent(null);
    openAuthModal(view);
  };
  const close = () => {
    setSent(null);
    closeAuthModal();
  };

  const heading = sent && authModalView === 'forgotPassword'
    ? { title: 'Check Your Email', subtitle: 'Password reset instructions are on their way.' }
    : HEADINGS[authModalView];

  return (
    <Modal open title={heading.title} subtitle={heading.subtitle} onClose={close}>
      {authModalView === 'login' && (
        <LoginForm onForgotPassword={() => show('forgotPassword')} onRegister={() => show('register')} />
      )}
      {authModalView === 'register' && <RegisterForm onLogin={() => show('login')} />}
      {authModalView === 'forgotPassword' &&
        (sent ? (
          <CheckEmail email={sent.email} message={sent.message} onBack={() => show('login')} />
        ) : (
          <ForgotPasswordForm onSent={(email, message) => setSent({ email, message })} onBack={() => show('login')} />
        ))}
    </Modal>
  );
}
