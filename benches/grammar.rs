//! The grammar alone: [`specurl::grammar::tokenize`] (preprocessing, mode
//! selection and the nom combinators, no resolution, host processing,
//! normalisation or printing), over the two real-world URL lists, with
//! [`specurl::Url::parse`] beside it so the grammar's share of a full parse
//! shows. Throughput in URLs per second.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, SamplingMode, Throughput};
use specurl::grammar::{self, Mode};
use specurl::{Source, Url};
use specurl_check::data;

/// How many inputs the grammar accepts.
fn tokenize_all(urls: &[String]) -> usize {
    urls.iter()
        .filter(|u| {
            let source = Source::new(u);
            grammar::tokenize(&source, Mode::Generic).is_ok()
        })
        .count()
}

/// How many inputs parse.
fn parse_all(urls: &[String]) -> usize {
    urls.iter().filter(|u| Url::parse(u, None).is_ok()).count()
}

/// `tokenize` and `Url::parse` over each list, throughput the list's length.
fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("grammar");
    // Long iterations (a whole list each): see `parse.rs`.
    group.sampling_mode(SamplingMode::Flat);
    for (name, file) in [("kasztp", "kasztp.txt"), ("node_files", "node_files.txt")] {
        let urls = data::url_list(file).expect("the URL lists in ../shared/data");
        group.throughput(Throughput::Elements(urls.len() as u64));
        group.bench_function(format!("tokenize/{name}"), |b| {
            b.iter(|| tokenize_all(black_box(&urls)))
        });
        group.bench_function(format!("Url::parse/{name}"), |b| {
            b.iter(|| parse_all(black_box(&urls)))
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5));
    targets = bench
}
criterion_main!(benches);
