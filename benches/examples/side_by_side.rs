//! specurl, the `url` crate and ada side by side on a file of URLs, one per
//! line: ns/URL and MB/s of each, with the ratio to the pass it is
//! measured against and whether its target holds (the table `ROWS`), then the cost per
//! byte of hostile inputs. Run it from the checkout root with
//! `cargo run --release --example compare -- FILE` (see
//! docs/performance.md for why that goes through a launcher).
//!
//! `side_by_side FILE --count PARSER` instead makes one pass of one parser
//! (a name from the table, or `none`) over the first 5000 lines, for
//! `valgrind --tool=callgrind`: the instruction count of a parser's run
//! minus that of `none`'s is what the parser costs, whatever the load on the
//! machine (docs/performance.md). With `PASSES=N` in the environment it
//! makes N passes, long enough to time with `time` or a profiler, and with
//! `LINES=N` it reads the first N lines instead of 5000.
//!
//! Then the crawler's workload (`crawl.rs`): each URL as the shortest
//! reference from the previous page of its origin, resolved by specurl's
//! and the `url` crate's `join` and by ada's parse with a base string.
//! `--count "crawl PASS"` counts one of its passes (or `crawl none`, which
//! builds the pairs of the first 5000 lines only), and `--count "hostile
//! PIECE"` the parse of one hostile input.
//!
//! The parsers take turns, one whole pass over the file each, for several
//! rounds; each figure is the median of its passes. Interleaving them means
//! that background load on a shared machine slows all of them alike, so the
//! ratios of one run hold even when the absolute numbers wander.

use std::hint::black_box;
use std::time::Instant;

#[path = "side_by_side/crawl.rs"]
mod crawl;

use specurl::grammar::{self, Mode};
use specurl::validate::Strictness;
use specurl::Source;

/// A parser run over a whole list: a checksum of its output, so that
/// nothing is optimised away.
type Pass = fn(&[String]) -> usize;

/// The sum of the `href` lengths, with the `url` crate.
fn url_crate(urls: &[String]) -> usize {
    let href = |u: &String| url::Url::parse(u).map_or(0, |u| u.as_str().len());
    urls.iter().map(href).sum()
}

/// The same with ada.
fn ada(urls: &[String]) -> usize {
    let href = |u: &String| ada_url::Url::parse(u.as_str(), None).map_or(0, |u| u.href().len());
    urls.iter().map(href).sum()
}

/// How many URLs ada's `can_parse` accepts.
fn ada_can_parse(urls: &[String]) -> usize {
    urls.iter()
        .filter(|u| ada_url::Url::can_parse(u, None))
        .count()
}

/// The same with specurl.
fn specurl(urls: &[String]) -> usize {
    let href = |u: &String| specurl::Url::parse(u, None).map_or(0, |u| u.href().len());
    urls.iter().map(href).sum()
}

/// How many URLs specurl's `can_parse` accepts.
fn specurl_can_parse(urls: &[String]) -> usize {
    urls.iter()
        .filter(|u| specurl::Url::can_parse(u, None))
        .count()
}

/// How many URLs are valid in the seed's strict profile (a yes or no, no
/// diagnostics kept).
fn is_valid_strict(urls: &[String]) -> usize {
    urls.iter()
        .filter(|u| specurl::validate::is_valid(u, Mode::Generic, Strictness::Strict))
        .count()
}

/// Preprocessing, mode selection and the grammar: the token tree, no model.
fn tokenize(urls: &[String]) -> usize {
    let tokens = |u: &String| {
        let source = Source::new(u);
        grammar::tokenize(&source, Mode::Generic).map_or(0, |t| t.path().dirs().fragment().len())
    };
    urls.iter().map(tokens).sum()
}

/// `Url::parse_with_validation`: the URL, the lenient diagnostics and the
/// URL Standard's validation errors as its parser reports them.
fn parse_with_validation(urls: &[String]) -> usize {
    let count = |u: &String| {
        let p = specurl::Url::parse_with_validation(u, None);
        let errors = p.whatwg_errors().len();
        p.url.map_or(0, |u| u.href().len()) + errors
    };
    urls.iter().map(count).sum()
}

/// Strict validation: every diagnostic.
fn validate_strict(urls: &[String]) -> usize {
    let count = |u: &String| {
        specurl::validate::validate(u, Mode::Generic, Strictness::Strict)
            .diagnostics()
            .len()
    };
    urls.iter().map(count).sum()
}

/// One row of the table: a parser, the pass its time is divided by (one of
/// ada's, or specurl's parse for what is built on it), and the largest
/// ratio the targets allow (issues 15 and 23), if any.
struct Row {
    name: &'static str,
    pass: Pass,
    versus: Versus,
    must: Option<f64>,
}

/// Which of ada's passes a row is measured against.
#[derive(Clone, Copy, PartialEq)]
enum Versus {
    /// ada's full parse, with the href built.
    Parse,
    /// ada's `can_parse`.
    CanParse,
    /// specurl's own `Url::parse`, for what is built on it.
    Specurl,
}

impl Versus {
    fn name(self) -> &'static str {
        match self {
            Versus::Parse => "ada",
            Versus::CanParse => "ada can_parse",
            Versus::Specurl => "specurl",
        }
    }
}

/// Every parser the comparison runs. A new row (say, a boolean validity
/// check) is one line here.
const ROWS: &[Row] = &[
    Row {
        name: "url",
        pass: url_crate,
        versus: Versus::Parse,
        must: None,
    },
    Row {
        name: "ada",
        pass: ada,
        versus: Versus::Parse,
        must: None,
    },
    Row {
        name: "ada can_parse",
        pass: ada_can_parse,
        versus: Versus::CanParse,
        must: None,
    },
    Row {
        name: "specurl",
        pass: specurl,
        versus: Versus::Parse,
        must: Some(1.0),
    },
    Row {
        name: "specurl can_parse",
        pass: specurl_can_parse,
        versus: Versus::CanParse,
        must: Some(1.5),
    },
    Row {
        name: "specurl tokenize",
        pass: tokenize,
        versus: Versus::Parse,
        must: None,
    },
    Row {
        name: "specurl is_valid strict",
        pass: is_valid_strict,
        versus: Versus::CanParse,
        must: Some(2.0),
    },
    Row {
        name: "specurl parse_with_validation",
        pass: parse_with_validation,
        versus: Versus::Specurl,
        must: Some(2.0),
    },
    Row {
        name: "specurl validate strict",
        pass: validate_strict,
        versus: Versus::Parse,
        must: Some(2.5),
    },
];

/// The time of the row named `name` among `times`.
fn time_of(name: &str, times: &[f64]) -> f64 {
    let i = ROWS
        .iter()
        .position(|r| r.name == name)
        .expect("a row of ROWS");
    times[i]
}

/// Nanoseconds of one pass of `pass` over `urls`.
fn time(pass: Pass, urls: &[String]) -> f64 {
    let start = Instant::now();
    black_box(pass(black_box(urls)));
    start.elapsed().as_nanos() as f64
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// The median time of a pass of each parser, the parsers taking turns for
/// `rounds` rounds after one warm-up round.
fn measure(passes: &[Pass], urls: &[String], rounds: usize) -> Vec<f64> {
    let runs: Vec<(Pass, &[String])> = passes.iter().map(|&p| (p, urls)).collect();
    measure_runs(&runs, rounds)
}

/// The median time of each (parser, input) run, the runs taking turns for
/// `rounds` rounds after one warm-up round.
fn measure_runs(runs: &[(Pass, &[String])], rounds: usize) -> Vec<f64> {
    let mut times = vec![Vec::new(); runs.len()];
    for round in 0..=rounds {
        for (i, &(pass, urls)) in runs.iter().enumerate() {
            let t = time(pass, urls);
            if round > 0 {
                times[i].push(t);
            }
        }
    }
    times.into_iter().map(median).collect()
}

/// The pieces that hostile inputs repeat (item 4 of issue 5).
const PIECES: [&str; 12] = [
    "/", "\\", ".", "%", "@", ":", "[", "?", "#", "../", "%2e%2e/", "0.",
];

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args
        .next()
        .unwrap_or_else(|| "tests/data/urls/kasztp.txt".into());
    let count = match (args.next().as_deref(), args.next()) {
        (None, _) => None,
        (Some("--count"), Some(name)) => Some(name),
        _ => {
            eprintln!("usage: side_by_side [FILE [--count PARSER]]");
            std::process::exit(2)
        }
    };
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        std::process::exit(2)
    });
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    let urls: Vec<String> = text
        .lines()
        .filter(|l| !l.is_empty())
        .map(str::to_owned)
        .collect();
    if let Some(name) = count {
        let lines = std::env::var("LINES").ok().and_then(|n| n.parse().ok());
        let urls = &urls[..urls.len().min(lines.unwrap_or(5000))];
        if let Some(piece) = name.strip_prefix("hostile ") {
            // `specurl` (parse) of one hostile input, for its instructions
            // per byte.
            let input = hostile(piece);
            println!(
                "hostile {piece}: {} bytes, {}",
                input.len(),
                specurl(std::slice::from_ref(&input))
            );
            return;
        }
        if let Some(name) = name.strip_prefix("crawl ") {
            let Some(pass) = crawl::pass(name) else {
                eprintln!("no crawl pass {name:?}; they are `none` and:");
                crawl::PASSES.iter().for_each(|(n, _)| eprintln!("  {n}"));
                std::process::exit(2)
            };
            let (pairs, _) = crawl::Crawl::new(urls);
            let passes = std::env::var("PASSES").ok().and_then(|p| p.parse().ok());
            let sum: usize = (0..passes.unwrap_or(1))
                .map(|_| pass(black_box(&pairs)))
                .sum();
            println!("crawl {name}: {sum} over {} pairs", pairs.len());
            return;
        }
        let pass = match ROWS.iter().find(|r| r.name == name) {
            Some(row) => {
                let passes = std::env::var("PASSES").ok().and_then(|p| p.parse().ok());
                (0..passes.unwrap_or(1))
                    .map(|_| (row.pass)(black_box(urls)))
                    .sum()
            }
            None if name == "none" => black_box(urls).len(),
            None => {
                eprintln!("no parser {name:?}; the parsers are `none` and:");
                ROWS.iter().for_each(|r| eprintln!("  {}", r.name));
                std::process::exit(2)
            }
        };
        println!("{name}: {pass}");
        return;
    }
    let bytes: usize = urls.iter().map(String::len).sum();
    // Enough rounds for a steady median (a pass over a list of a few MB
    // takes milliseconds, and single passes on a shared machine wander),
    // fewer for a big file.
    let rounds = (200_000_000 / bytes.max(1)).clamp(11, 101);
    println!(
        "{path}: {} URLs, {bytes} bytes; median of {rounds} interleaved passes",
        urls.len()
    );
    let passes: Vec<Pass> = ROWS.iter().map(|r| r.pass).collect();
    let times = measure(&passes, &urls, rounds);
    println!();
    println!("| parser | ns/URL | MB/s | versus | time / versus | must |");
    println!("|---|---:|---:|---|---:|---|");
    for (row, t) in ROWS.iter().zip(&times) {
        let ratio = t / time_of(row.versus.name(), &times);
        let must = match row.must {
            Some(m) if ratio <= m => format!("≤ {m:.1} holds"),
            Some(m) => format!("≤ {m:.1} **fails**"),
            None => String::new(),
        };
        println!(
            "| {} | {:.0} | {:.1} | {} | {ratio:.2} | {must} |",
            row.name,
            t / urls.len() as f64,
            bytes as f64 / t * 1e3,
            row.versus.name(),
        );
    }
    crawl_table(&urls);
    // Each hostile input is timed beside the list's first megabyte, in
    // turns: a burst of load from elsewhere then slows both alike, as the
    // parsers of the table above.
    let mut sample_bytes = 0;
    let sample: Vec<String> = urls
        .iter()
        .take_while(|u| {
            sample_bytes += u.len();
            sample_bytes - u.len() < 1 << 20
        })
        .cloned()
        .collect();
    let sample_bytes: usize = sample.iter().map(String::len).sum();

    println!();
    println!("Hostile inputs: `http://h/` then one piece repeated to 1 MB; ns/byte, and the ratio to the ns/byte of the first {sample_bytes} bytes of {path}, timed in turns with it (median of 5).");
    println!();
    println!("| piece | tokenize ns/byte | ratio | parse ns/byte | ratio |");
    println!("|---|---:|---:|---:|---:|");
    for piece in PIECES {
        let input = hostile(piece);
        let n = input.len() as f64;
        let hostile = [input];
        let runs: [(Pass, &[String]); 4] = [
            (tokenize, &hostile),
            (specurl, &hostile),
            (tokenize, &sample),
            (specurl, &sample),
        ];
        let t = measure_runs(&runs, 5);
        let per_byte = |t: f64| t / sample_bytes as f64;
        println!(
            "| `{piece}` | {:.2} | {:.2} | {:.2} | {:.2} |",
            t[0] / n,
            t[0] / n / per_byte(t[2]),
            t[1] / n,
            t[1] / n / per_byte(t[3])
        );
    }
}

/// `http://h/` and `piece` repeated to 1 MB.
fn hostile(piece: &str) -> String {
    let mut input = String::from("http://h/");
    while input.len() < 1 << 20 {
        input.push_str(piece);
    }
    input
}

/// The crawler's workload on `urls`: the pairs, then each pass's median
/// over interleaved rounds, and specurl's `join` divided by each.
fn crawl_table(urls: &[String]) {
    let (pairs, dropped) = crawl::Crawl::new(urls);
    println!();
    println!(
        "Crawl: {} pairs (page, shortest reference) from the previous page of the same origin; {} URLs were the first of their origin; {} pairs left out where the hrefs differ",
        pairs.len(),
        dropped.first_of_origin,
        dropped.disagree.len()
    );
    for (base, reference) in dropped.disagree.iter().take(5) {
        println!("  differs: {reference:?} against {base:?}");
    }
    if pairs.len() == 0 {
        return;
    }
    let bytes: usize = pairs.references.iter().map(String::len).sum();
    let rounds = (100_000_000 / bytes.max(1)).clamp(11, 101);
    let mut times = vec![Vec::new(); crawl::PASSES.len()];
    for round in 0..=rounds {
        for (i, (_, pass)) in crawl::PASSES.iter().enumerate() {
            let start = Instant::now();
            black_box(pass(black_box(&pairs)));
            if round > 0 {
                times[i].push(start.elapsed().as_nanos() as f64);
            }
        }
    }
    let times: Vec<f64> = times.into_iter().map(median).collect();
    println!("median of {rounds} interleaved passes");
    println!();
    println!("| pass | ns/URL | specurl join / pass |");
    println!("|---|---:|---:|");
    for ((name, _), t) in crawl::PASSES.iter().zip(&times) {
        println!(
            "| {name} | {:.0} | {:.2} |",
            t / pairs.len() as f64,
            times[0] / t
        );
    }
}
