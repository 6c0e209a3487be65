//! Writes the listings of the public API of specurl and of its grammar,
//! `specurl-grammar`, to `api/specurl.txt` and `api/specurl-grammar.txt`,
//! or with `--check` compares them with those files and fails, printing
//! the difference, when one differs.
//!
//! ```text
//! cargo run -p specurl-check --example public_api            # regenerate
//! cargo run -p specurl-check --example public_api -- --check # CI
//! ```
//!
//! Each listing is read from rustdoc's JSON output, which stable rustdoc
//! gives behind `-Z unstable-options`: `RUSTC_BOOTSTRAP=1` lets the stable
//! toolchain take that flag, so no nightly is needed. The JSON is of each
//! library with every feature, the whole surface a user can turn on. In
//! specurl's listing an item of the grammar's crate that specurl
//! re-exports is its `pub use` line; the item itself is in the grammar's.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use specurl_check::public_api;

/// The command that regenerates the files, as the failure tells it.
const REGENERATE: &str = "cargo run -p specurl-check --example public_api";

/// Each listed package, the name of its library (of its JSON file) and
/// its listing's file in `api/`.
const PACKAGES: [(&str, &str, &str); 2] = [
    ("specurl-grammar", "specurl_grammar", "specurl-grammar.txt"),
    ("specurl", "specurl", "specurl.txt"),
];

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
    let mut code = ExitCode::SUCCESS;
    for (package, lib, file) in PACKAGES {
        let listing = listing(&cargo, root, &target, package, lib)?;
        if !compare(root, file, &listing, check)? {
            code = ExitCode::FAILURE;
        }
    }
    Ok(code)
}

/// The listing of `package`, whose library is `lib`, from its rustdoc JSON
/// in `target`.
fn listing(
    cargo: &str,
    root: &Path,
    target: &Path,
    package: &str,
    lib: &str,
) -> Result<String, String> {
    let status = Command::new(cargo)
        .current_dir(root)
        .env("RUSTC_BOOTSTRAP", "1")
        .args(["rustdoc", "-p", package, "--lib", "--all-features"])
        .arg("--quiet")
        .arg("--target-dir")
        .arg(target)
        .args(["--", "-Z", "unstable-options", "--output-format", "json"])
        .status()
        .map_err(|e| format!("running {cargo} rustdoc: {e}"))?;
    if !status.success() {
        return Err(format!("{cargo} rustdoc -p {package} failed ({status})"));
    }
    let json_path = target.join("doc").join(format!("{lib}.json"));
    let json = std::fs::read_to_string(&json_path)
        .map_err(|e| format!("reading {}: {e}", json_path.display()))?;
    public_api::listing(&json)
}

/// Writes `listing` to `api/{file}`, or with `check` compares it with that
/// file: whether it is the same (always, when it writes).
fn compare(root: &Path, file: &str, listing: &str, check: bool) -> Result<bool, String> {
    let path = root.join("api").join(file);
    if !check {
        std::fs::create_dir_all(path.parent().ok_or("no api/")?)
            .map_err(|e| format!("creating api/: {e}"))?;
        std::fs::write(&path, listing).map_err(|e| format!("writing {}: {e}", path.display()))?;
        eprintln!(
            "wrote {} ({} lines)",
            path.display(),
            listing.lines().count()
        );
        return Ok(true);
    }
    let old = std::fs::read_to_string(&path).unwrap_or_default();
    if old == listing {
        eprintln!(
            "the public API is as api/{file} lists it ({} lines)",
            listing.lines().count()
        );
        return Ok(true);
    }
    let diff = public_api::diff(&old, listing);
    eprintln!(
        "error: the public API differs from api/{file} ({} line{}; - only in the file, + only in the code):",
        diff.len(),
        if diff.len() == 1 { "" } else { "s" }
    );
    for line in &diff {
        eprintln!("{line}");
    }
    if diff.is_empty() {
        eprintln!("(the same lines, in another order or repeated)");
    }
    eprintln!("If the change is meant, regenerate the files with `{REGENERATE}` and commit them.");
    Ok(false)
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
