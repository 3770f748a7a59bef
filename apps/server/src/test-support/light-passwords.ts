// Every server test file starts with cheap password hashing (scrypt N=2^10, p=1: about 1/80 of the
// real cost): the suites sign up and log in hundreds of times, and at full cost that was minutes of the
// CI run. What is tested is unchanged (hashes still carry their parameters and verify against them);
// passwords.test.ts restores the real parameters and checks them.
import { setPasswordParamsForTests } from "../services/passwords.js";

setPasswordParamsForTests({ N: 2 ** 10, r: 8, p: 1 });
