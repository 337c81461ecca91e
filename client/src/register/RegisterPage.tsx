import { ComingSoon } from "../pages/ComingSoon";

export function RegisterPage() {
  return (
    <ComingSoon
      title="Register for Next Group"
      description="Sign up with your name, email, city and mailing address, and we will place you in the next group."
    />
  );
}

export default RegisterPage;
