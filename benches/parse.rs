//! `Url::parse` of specurl, the `url` crate and ada (`ada-url`), side by side
//! on the same inputs: one criterion group per dataset, one benchmark per
//! parser (`specurl`, `url`, `ada`, and specurl's grammar alone,
//! `specurl-tokenize`, and strict validation, `specurl-validate-strict`),
//! throughput in URLs per second; then the `hostile` group: 1 MB inputs made
//! of one repeated piece, throughput in bytes per second.
//!
//! - `kasztp`: 48k links collected from popular web sites;
//! - `node_files`: 43k `file:` URLs of a source tree;
//! - `wpt`: the 891 inputs of the WPT URL suite, each with its base.
//!
//! The data is read from the repository's `tests/data/` at run time (see
//! `specurl_check::data`). Every parser does the same work per input: parse
//! the base when there is one, parse the input against it, and hand over the
//! `href` (whose length is summed, so that nothing is optimised away).
//! `docs/benchmarks.md` has the numbers and how to run this.

use std::hint::black_box;
use std::time::Duration;

use criterion::{
    criterion_group, criterion_main, BenchmarkGroup, Criterion, SamplingMode, Throughput,
};
use specurl::grammar::{self, Mode};
use specurl::validate::{validate, Strictness};
use specurl::Source;
use specurl_check::data;

/// An input and its base, if it has one.
type Input = (String, Option<String>);

/// A parser run over a whole dataset: the sum of the `href` lengths of the
/// inputs that parse.
type ParseAll = fn(&[Input]) -> usize;

/// A dataset: a name and its inputs.
struct Dataset {
    name: &'static str,
    inputs: Vec<Input>,
}

impl Dataset {
    /// The inputs' total length in bytes (bases not counted).
    fn bytes(&self) -> usize {
        self.inputs.iter().map(|(i, _)| i.len()).sum()
    }
}

/// The three datasets, read from `tests/data/`.
fn datasets() -> Vec<Dataset> {
    let list = |file: &str| -> Vec<Input> {
        let urls = data::url_list(file).expect("the URL lists in tests/data");
        urls.into_iter().map(|u| (u, None)).collect()
    };
    let wpt = data::wpt_cases()
        .expect("the WPT data in tests/data")
        .into_iter()
        .map(|c| (c.input, c.base))
        .collect();
    vec![
        Dataset {
            name: "kasztp",
            inputs: list("kasztp.txt"),
        },
        Dataset {
            name: "node_files",
            inputs: list("node_files.txt"),
        },
        Dataset {
            name: "wpt",
            inputs: wpt,
        },
    ]
}

/// The sum of the `href` lengths of the inputs that parse.
fn specurl_all(inputs: &[Input]) -> usize {
    inputs
        .iter()
        .filter_map(|(i, b)| specurl::Url::parse(i, b.as_deref()).ok())
        .map(|u| u.href().len())
        .sum()
}

/// The same with the `url` crate. The base is parsed per input, as the other
/// two do and as `new URL(input, base)` does.
fn url_all(inputs: &[Input]) -> usize {
    inputs
        .iter()
        .filter_map(|(i, b)| match b {
            None => url::Url::parse(i).ok(),
            Some(b) => url::Url::parse(b).and_then(|b| b.join(i)).ok(),
        })
        .map(|u| u.as_str().len())
        .sum()
}

/// The same with ada.
fn ada_all(inputs: &[Input]) -> usize {
    inputs
        .iter()
        .filter_map(|(i, b)| ada_url::Url::parse(i.as_str(), b.as_deref()).ok())
        .map(|u| u.href().len())
        .sum()
}

/// specurl's preprocessing, mode selection and grammar alone: the token
/// tree, without the model, resolution or printing (a base only sets the
/// mode of a schemeless input). The sum of the dirs' lengths.
fn tokenize_all(inputs: &[Input]) -> usize {
    inputs
        .iter()
        .filter_map(|(i, b)| {
            let fallback = b
                .as_deref()
                .map_or(Mode::Generic, |b| Mode::sniff(b, Mode::Generic));
            let source = Source::new(i);
            grammar::tokenize(&source, fallback)
                .ok()
                .map(|t| t.path().dirs().fragment().len())
        })
        .sum()
}

/// specurl's strict validation, every diagnostic collected: their number.
fn validate_strict_all(inputs: &[Input]) -> usize {
    inputs
        .iter()
        .map(|(i, b)| {
            let fallback = b
                .as_deref()
                .map_or(Mode::Generic, |b| Mode::sniff(b, Mode::Generic));
            validate(i, fallback, Strictness::Strict)
                .diagnostics()
                .len()
        })
        .sum()
}

/// One benchmark per parser, in the dataset's group.
fn bench_dataset(group: &mut BenchmarkGroup<'_, criterion::measurement::WallTime>, d: &Dataset) {
    let parsers: [(&str, ParseAll); 5] = [
        ("specurl", specurl_all),
        ("url", url_all),
        ("ada", ada_all),
        ("specurl-tokenize", tokenize_all),
        ("specurl-validate-strict", validate_strict_all),
    ];
    for (name, parse) in parsers {
        group.bench_function(name, |b| b.iter(|| parse(black_box(&d.inputs))));
    }
}

/// One group per dataset, its throughput the number of inputs.
fn parse(c: &mut Criterion) {
    for d in datasets() {
        // Printed so that bytes per second can be worked out from URLs per
        // second.
        println!(
            "dataset {}: {} inputs, {} bytes",
            d.name,
            d.inputs.len(),
            d.bytes()
        );
        let mut group = c.benchmark_group(d.name);
        // An iteration is a whole dataset, tens of milliseconds: flat
        // sampling, which criterion advises for long iterations.
        group.sampling_mode(SamplingMode::Flat);
        group.throughput(Throughput::Elements(d.inputs.len() as u64));
        bench_dataset(&mut group, &d);
        group.finish();
    }
}

/// The pieces that hostile inputs repeat after `http://h/` (issue 5).
const PIECES: [&str; 12] = [
    "/", "\\", ".", "%", "@", ":", "[", "?", "#", "../", "%2e%2e/", "0.",
];

/// `http://h/` and `piece` repeated to 1 MB.
fn hostile_input(piece: &str) -> String {
    let mut input = String::from("http://h/");
    while input.len() < 1 << 20 {
        input.push_str(piece);
    }
    input
}

/// Tokenize and parse of each hostile input, throughput in bytes: linear
/// time shows as a cost per byte close to that of real URLs.
fn hostile(c: &mut Criterion) {
    let mut group = c.benchmark_group("hostile");
    group.sampling_mode(SamplingMode::Flat);
    // 24 benchmarks of a few milliseconds each: shorter than the datasets'.
    group.measurement_time(Duration::from_secs(3));
    for piece in PIECES {
        let input = [(hostile_input(piece), None)];
        group.throughput(Throughput::Bytes(input[0].0.len() as u64));
        group.bench_function(format!("tokenize/{piece}"), |b| {
            b.iter(|| tokenize_all(black_box(&input)))
        });
        group.bench_function(format!("specurl/{piece}"), |b| {
            b.iter(|| specurl_all(black_box(&input)))
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    // One iteration parses a whole dataset (up to 48k URLs, up to ~0.25 s),
    // so ten samples are plenty; the command line can override all three
    // (`cargo bench -p specurl-bench -- --measurement-time 2`).
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(10));
    targets = parse, hostile
}
criterion_main!(benches);
