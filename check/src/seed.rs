//! The one configuration of every property test: a fixed seed under
//! `cargo test`, so that a run can never fail by chance, and the variable
//! that frees it for the random exploration.
//!
//! `SPECURL_PROPTEST_RANDOM=N` (N ≥ 1) draws a new seed for every test and
//! runs N times its cases:
//!
//! ```text
//! SPECURL_PROPTEST_RANDOM=20 cargo test
//! ```
//!
//! A failure found that way is written by proptest to the test's
//! `*.proptest-regressions` file, which `cargo test` replays before its
//! fixed-seed cases; commit it, and pin the input as a plain test too.
//! proptest's own `PROPTEST_RNG_SEED` and `PROPTEST_CASES` still override
//! this configuration.
//!
//! ```
//! use proptest::test_runner::RngSeed;
//! let config = specurl_check::seed::config(64);
//! // In a test: proptest! { #![proptest_config(config)] ... }
//! if std::env::var_os(specurl_check::seed::RANDOM).is_none() {
//!     assert_eq!(config.rng_seed, RngSeed::Fixed(specurl_check::seed::SEED));
//!     assert_eq!(config.cases, 64);
//! }
//! ```

use proptest::test_runner::{Config, RngSeed, TestRunner};

/// The seed of every property test under `cargo test`.
pub const SEED: u64 = 0x5ec0_0000_0000_0011;

/// The environment variable that frees the seed: its value multiplies the
/// number of cases.
pub const RANDOM: &str = "SPECURL_PROPTEST_RANDOM";

/// The multiplier of [`RANDOM`], when it is set to a number of at least 1.
fn random() -> Option<u32> {
    std::env::var(RANDOM)
        .ok()?
        .trim()
        .parse()
        .ok()
        .filter(|&n| n >= 1)
}

/// The proptest configuration for a test of `cases` cases: the fixed
/// [`SEED`], or, under [`RANDOM`], a random seed and more cases.
pub fn config(cases: u32) -> Config {
    let base = Config::default();
    let random = random();
    let n = random.unwrap_or(1);
    Config {
        cases: cases.saturating_mul(n),
        rng_seed: match random {
            Some(_) => RngSeed::Random,
            None => RngSeed::Fixed(SEED),
        },
        // A test that rejects (`prop_assume!`) a share of its inputs rejects
        // that share of the more cases too.
        max_global_rejects: base.max_global_rejects.saturating_mul(n),
        max_local_rejects: base.max_local_rejects.saturating_mul(n),
        ..base
    }
}

/// A runner for the tests that draw values themselves (one oracle batch of
/// generated inputs): seeded like [`config`].
///
/// ```
/// use proptest::strategy::{Strategy, ValueTree};
/// let mut runner = specurl_check::seed::runner();
/// let n = (0u8..10).new_tree(&mut runner).unwrap().current();
/// assert!(n < 10);
/// ```
pub fn runner() -> TestRunner {
    TestRunner::new(config(1))
}
