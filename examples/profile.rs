//! Parses the first 5000 lines of a URL list, for a profiler:
//! `cargo build --release --example profile && valgrind --tool=callgrind target/release/examples/profile ../shared/data/urls/node_files.txt`
//!
//! A second argument `tokenize` runs preprocessing, mode selection and the
//! grammar only, as the `specurl-tokenize` bench does; `none` only reads
//! the lines, to subtract.
use specurl::grammar::{tokenize, Mode};
use specurl::Source;

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args
        .next()
        .unwrap_or_else(|| "../shared/data/urls/kasztp.txt".into());
    let what = args.next().unwrap_or_default();
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let lines = text.trim_start_matches('\u{feff}').lines().take(5000);
    let ok = if what == "none" {
        lines.count()
    } else if what == "tokenize" {
        lines
            .filter(|l| tokenize(&Source::new(l), Mode::Generic).is_ok())
            .count()
    } else {
        lines
            .filter(|l| specurl::Url::parse(l, None).is_ok())
            .count()
    };
    println!("{ok} of the first 5000 lines of {path} parse");
}
