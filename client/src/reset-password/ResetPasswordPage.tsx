import { ComingSoon } from "../pages/ComingSoon";

export function ResetPasswordPage() {
  return (
    <ComingSoon
      title="Reset Your Password"
      description="Choose a new password with the link from your email."
    />
  );
}

export default ResetPasswordPage;
