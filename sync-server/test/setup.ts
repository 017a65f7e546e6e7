import { setScryptCostForTests } from '../src/auth/passwords';

// New password hashes cost 1/16 of the real work (N = 2^10): the suite hashes and checks about
// 1,600 of them. Each hash names its N, so the code checked is the same; security.test.ts hashes
// one at the real cost and proves the server's own default.
setScryptCostForTests(1024);
