import type { LoginRecord } from "../storage/login-record";

/** The logged-in customer the tests use. */
export const TEST_USER: LoginRecord = {
  user_id: 7,
  id: 7,
  full_name: "Asha Rao",
  name: "Asha Rao",
  email: "asha@example.com",
  mobile: null,
  user_gstNo: null,
};
