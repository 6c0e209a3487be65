//! Runs specurl, the `url` crate and ada side by side on a file of URLs:
//! `cargo run --release --example compare -- FILE`.
//!
//! The comparison itself is the `side_by_side` example of the bench-only
//! member `specurl-bench`, behind its `compare` feature, because ada is C++
//! that `cargo test` must not compile (docs/performance.md explains the
//! layout). This launcher asks cargo to build and run it with that feature,
//! in the `release-lto` profile (fat LTO, one code generation unit: the
//! build whose speed docs/performance.md reports), whatever profile the
//! launcher itself was built in. `-- --profile release FILE` runs it in
//! the default `release` profile instead (thin local LTO, 16 code
//! generation units), the build a user's `cargo build --release` makes.

use std::ffi::OsString;
use std::process::{exit, Command};

fn main() {
    // Cargo tells the programs it runs where it is.
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let manifest = concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml");
    let mut args: Vec<OsString> = std::env::args_os().skip(1).collect();
    let profile = match args.first().and_then(|a| a.to_str()) {
        Some("--profile") if args.len() > 1 => {
            let profile = args.remove(1);
            args.remove(0);
            profile
        }
        _ => "release-lto".into(),
    };
    let status = Command::new(cargo)
        .arg("run")
        .arg("--profile")
        .arg(&profile)
        .args(["--quiet", "--manifest-path", manifest])
        .args(["-p", "specurl-bench", "--features", "compare"])
        .args(["--example", "side_by_side", "--"])
        .args(args)
        .status();
    match status {
        Ok(s) => exit(s.code().unwrap_or(1)),
        Err(e) => {
            eprintln!("could not run cargo: {e}");
            exit(1)
        }
    }
}
