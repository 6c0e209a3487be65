//! Writes the listing of specurl's public API to `api/specurl.txt`, or with
//! `--check` compares it with that file and fails, printing the
//! difference, when they differ.
//!
//! ```text
//! cargo run -p specurl-check --example public_api            # regenerate
//! cargo run -p specurl-check --example public_api -- --check # CI
//! ```
//!
//! The listing is read from rustdoc's JSON output, which stable rustdoc
//! gives behind `-Z unstable-options`: `RUSTC_BOOTSTRAP=1` lets the stable
//! toolchain take that flag, so no nightly is needed. The JSON is of the
//! library with every feature, the whole surface a user can turn on.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use specurl_check::public_api;

/// The command that regenerates the file, as the failure tells it.
const REGENERATE: &str = "cargo run -p specurl-check --example public_api";

fn main() -> ExitCode {
    let check = match std::env::args().nth(1).as_deref() {
        None => false,
        Some("--check") => true,
        Some(other) => {
            eprintln!("error: unknown argument {other:?}; usage: {REGENERATE} [-- --check]");
            return ExitCode::from(2);
        }
    };
    match run(check) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run(check: bool) -> Result<ExitCode, String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .ok_or("no workspace root")?;
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    // A target directory of its own: cargo rebuilds every crate whose
    // RUSTC_BOOTSTRAP differs from its last build, so in the shared one
    // this run and the next ordinary build would each rebuild the other's.
    let target = target_dir(&cargo, root)?.join("public-api");
    let status = Command::new(&cargo)
        .current_dir(root)
        .env("RUSTC_BOOTSTRAP", "1")
        .args(["rustdoc", "-p", "specurl", "--lib", "--all-features"])
        .arg("--quiet")
        .arg("--target-dir")
        .arg(&target)
        .args(["--", "-Z", "unstable-options", "--output-format", "json"])
        .status()
        .map_err(|e| format!("running {cargo} rustdoc: {e}"))?;
    if !status.success() {
        return Err(format!("{cargo} rustdoc failed ({status})"));
    }
    let json_path = target.join("doc").join("specurl.json");
    let json = std::fs::read_to_string(&json_path)
        .map_err(|e| format!("reading {}: {e}", json_path.display()))?;
    let listing = public_api::listing(&json)?;
    let file = root.join("api").join("specurl.txt");
    if !check {
        std::fs::create_dir_all(file.parent().ok_or("no api/")?)
            .map_err(|e| format!("creating api/: {e}"))?;
        std::fs::write(&file, &listing).map_err(|e| format!("writing {}: {e}", file.display()))?;
        eprintln!(
            "wrote {} ({} lines)",
            file.display(),
            listing.lines().count()
        );
        return Ok(ExitCode::SUCCESS);
    }
    let old = std::fs::read_to_string(&file).unwrap_or_default();
    let diff = public_api::diff(&old, &listing);
    if old == listing {
        eprintln!(
            "the public API is as api/specurl.txt lists it ({} lines)",
            listing.lines().count()
        );
        return Ok(ExitCode::SUCCESS);
    }
    eprintln!(
        "error: the public API differs from api/specurl.txt ({} line{}; - only in the file, + only in the code):",
        diff.len(),
        if diff.len() == 1 { "" } else { "s" }
    );
    for line in &diff {
        eprintln!("{line}");
    }
    if diff.is_empty() {
        eprintln!("(the same lines, in another order or repeated)");
    }
    eprintln!("If the change is meant, regenerate the file with `{REGENERATE}` and commit it.");
    Ok(ExitCode::FAILURE)
}

/// Cargo's target directory, which holds the one rustdoc writes the JSON
/// in: the one `cargo metadata` reports, so that `CARGO_TARGET_DIR` and
/// `.cargo/config.toml` are honoured.
fn target_dir(cargo: &str, root: &Path) -> Result<PathBuf, String> {
    let out = Command::new(cargo)
        .current_dir(root)
        .args(["metadata", "--format-version", "1", "--no-deps"])
        .output()
        .map_err(|e| format!("running {cargo} metadata: {e}"))?;
    if !out.status.success() {
        return Err(format!("{cargo} metadata failed ({})", out.status));
    }
    let meta: serde_json::Value =
        serde_json::from_slice(&out.stdout).map_err(|e| format!("reading cargo metadata: {e}"))?;
    meta["target_directory"]
        .as_str()
        .map(PathBuf::from)
        .ok_or_else(|| "cargo metadata gave no target directory".into())
}
