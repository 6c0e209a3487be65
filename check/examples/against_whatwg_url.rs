//! Replays fuzz inputs (artifacts, or a whole corpus) of the
//! `parse_against_whatwg_url` target through the oracle in one batch, on
//! stable: each file read as the target reads it, with every (input, base)
//! pair of `targets::whatwg_url_cases`. Prints each disagreement and exits
//! with status 1 if there is one.
//!
//! ```text
//! cargo run --release -p specurl-check --example against_whatwg_url -- fuzz/artifacts/parse_against_whatwg_url/*
//! ```

use specurl_check::{oracle, targets};

fn main() {
    let texts: Vec<(String, String)> = std::env::args()
        .skip(1)
        .map(|file| {
            let bytes = std::fs::read(&file).unwrap_or_else(|e| panic!("{file}: {e}"));
            (file, targets::text(&bytes).into_owned())
        })
        .collect();
    let mut requests = Vec::new();
    let mut ours = Vec::new();
    for (_, text) in &texts {
        for (input, base) in targets::whatwg_url_cases(text) {
            requests.push(oracle::parse_request(input, base));
            ours.push(oracle::parse_answer(input, base));
        }
    }
    let theirs = oracle::ask(&requests);
    println!("{} files, {} input/base pairs", texts.len(), requests.len());
    match oracle::disagreements(&requests, &ours, &theirs, usize::MAX) {
        None => println!("all agree with whatwg-url"),
        Some(report) => {
            print!("{report}");
            std::process::exit(1);
        }
    }
}
