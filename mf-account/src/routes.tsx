import type { ReactElement } from 'react';
import './components/account.css';
import { AppConnectedPage } from './pages/AppConnectedPage/AppConnectedPage';
import { AwaitEmailPage } from './pages/AwaitEmailPage/AwaitEmailPage';
import { CompletedPage } from './pages/CompletedPage/CompletedPage';
import { ForgotPasswordPage } from './pages/ForgotPasswordPage/ForgotPasswordPage';
import { LoginPage } from './pages/LoginPage/LoginPage';
import { RegisterPage } from './pages/RegisterPage/RegisterPage';

/** Routes this remote owns (the shell's route table activates it for exactly these). */
export const routes: { path: string; element: ReactElement }[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/register/await-email-verfication', element: <AwaitEmailPage /> },
  { path: '/register/completed', element: <CompletedPage /> },
  { path: '/forgot/password', element: <ForgotPasswordPage /> },
  { path: '/login/app-connected', element: <AppConnectedPage /> },
];
