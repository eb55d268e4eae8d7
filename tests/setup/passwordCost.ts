/**
 * vitest setup file: new password hashes in the tests' servers cost scrypt N=1024 instead of the site's
 * 16384 (server/auth/passwords.ts). The suites register and log in thousands of players, and at the site's
 * cost their hashing was half of the server tests' time. The same code runs; each hash says its own cost.
 * Server processes the tests start (restart, aggregator) hash at the site's cost.
 */
import { usePasswordCostOfTests } from '../../server/auth/passwords';

usePasswordCostOfTests();
