import { ComingSoon } from "../pages/ComingSoon";

export function LoginPage() {
  return (
    <ComingSoon
      title="Welcome Back"
      description="Log in with your email and full name to open your dashboard."
    />
  );
}

export default LoginPage;
