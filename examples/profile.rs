//! Parses the first 5000 lines of a URL list, for a profiler:
//! `cargo build --release --example profile && valgrind --tool=callgrind target/release/examples/profile ../shared/data/urls/node_files.txt`
fn main() {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "../shared/data/urls/kasztp.txt".into());
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let ok = text
        .trim_start_matches('\u{feff}')
        .lines()
        .take(5000)
        .filter(|l| specurl::Url::parse(l, None).is_ok())
        .count();
    println!("{ok} of the first 5000 lines of {path} parse");
}
