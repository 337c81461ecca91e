import { ComingSoon } from "../pages/ComingSoon";

export function DonatePage() {
  return (
    <ComingSoon
      title="Support Journey 365"
      description="Give once or monthly to help more people read through the Bible."
    />
  );
}

export default DonatePage;
