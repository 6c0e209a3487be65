//! Sends every file of a fuzz corpus through whatwg-url in one batch and
//! prints each input whose `Strictness::Whatwg` validity differs from
//! `isValidURLString` (without a base and against
//! `specurl_check::validity::REPLAY_BASE`); exits 1 if there is one.
//!
//! `cargo run -p specurl-check --example replay_whatwg -- fuzz/corpus/whatwg`

use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(dir) = std::env::args_os().nth(1) else {
        eprintln!("usage: replay_whatwg CORPUS_DIR");
        return ExitCode::from(2);
    };
    let wrong = match specurl_check::validity::replay(std::path::Path::new(&dir)) {
        Ok(wrong) => wrong,
        Err(e) => {
            eprintln!("{}: {e}", dir.to_string_lossy());
            return ExitCode::from(2);
        }
    };
    for (input, base, theirs) in &wrong {
        println!("{input:?} against {base:?}: whatwg-url says {theirs}");
    }
    if wrong.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
