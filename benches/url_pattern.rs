//! URL patterns: specurl's `url_pattern` side by side with the `urlpattern`
//! crate (Deno's, on the `regex` crate), on the same patterns and URLs, and
//! specurl's route set against a loop of `test` calls.
//!
//! - `pattern_parse`: compiling each pattern of WPT's URLPattern data that
//!   both parse (constructor strings and `URLPatternInit`s without a base).
//! - `test_string`, `test_url`, `exec_url`: a table of 100 routes of a web
//!   application's shape (`ROUTES`, for the hosts the kasztp links visit
//!   most), without regexp groups, against 2,000 of the kasztp links: each
//!   URL against each route. `test_string` gives each call the URL as a
//!   string (both parse it per call, as the standard's `test(input)` does);
//!   `test_url` and `exec_url` parse each URL once and hand over the
//!   parsed URL (a clone for `urlpattern`, whose API takes it by value).
//! - `test_url_regexp`: the same table with regexp groups (`:page(\d+)`…).
//! - `route_set`: the 100 routes as one `UrlPatternSet` against a loop of
//!   100 `test_url` calls, both specurl.
//!
//! `docs/performance.md` has the figures.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, SamplingMode, Throughput};
use specurl::url_pattern::{UrlPattern, UrlPatternInit, UrlPatternInput, UrlPatternSet};
use specurl_check::data;

/// The hosts of the route table: those the kasztp links visit most.
const HOSTS: [&str; 20] = [
    "tools.ietf.org",
    "www.angelfire.com",
    "en.wikipedia.org",
    "sourceforge.net",
    "members.tripod.com",
    "www.freewebs.com",
    "news.cnet.com",
    "groups.yahoo.com",
    "www.webring.com",
    "www.wired.com",
    "games.groups.yahoo.com",
    "www.w3.org",
    "tech.groups.yahoo.com",
    "www.gamespot.com",
    "www.theregister.co.uk",
    "www.topix.com",
    "www.rpg.net",
    "www.ddj.com",
    "www.ibm.com",
    "www.cs.cmu.edu",
];

/// Five routes a host: its root, a section, a page of a section, a
/// section's subtree, and a document by extension.
const SHAPES: [&str; 5] = [
    "/",
    "/:section/",
    "/:section/:page",
    "/:section/*",
    "/*.html",
];

/// The same shapes with regexp groups.
const REGEXP_SHAPES: [&str; 5] = [
    "/",
    "/:section([a-z0-9_\\-]+)/",
    "/:section([a-z0-9_\\-]+)/:page(\\d+)",
    "/:section([a-z]+)/*",
    "/(.*)\\.html",
];

fn routes(shapes: &[&str; 5]) -> Vec<String> {
    HOSTS
        .iter()
        .flat_map(|h| shapes.iter().map(move |s| format!("https://{h}{s}")))
        .collect()
}

/// WPT's patterns that both crates compile: constructor strings and
/// `URLPatternInit`s, without a base URL or options.
fn wpt_patterns() -> Vec<UrlPatternInput> {
    let cases = specurl_check::urlpattern_data::read("urlpatterntestdata.json");
    let mut out = Vec::new();
    for case in cases.as_array().unwrap() {
        let args = case["pattern"].as_array().unwrap();
        if args.len() != 1 {
            continue;
        }
        let input = match &args[0] {
            serde_json::Value::String(s) => UrlPatternInput::String(s.clone()),
            serde_json::Value::Object(o) if !o.contains_key("baseURL") => {
                let mut init = UrlPatternInit::default();
                for c in specurl::url_pattern::ComponentName::ALL {
                    if let Some(v) = o.get(c.name()).and_then(|v| v.as_str()) {
                        init.set(c, v);
                    }
                }
                UrlPatternInput::Init(init)
            }
            _ => continue,
        };
        if UrlPattern::parse(input.clone(), None, Default::default()).is_ok()
            && peer_parse(&input).is_some()
        {
            out.push(input);
        }
    }
    out
}

/// `urlpattern`'s pattern of `input`, when it compiles it.
fn peer_parse(input: &UrlPatternInput) -> Option<urlpattern::UrlPattern> {
    let init = match input {
        UrlPatternInput::String(s) => {
            urlpattern::UrlPatternInit::parse_constructor_string::<regex::Regex>(s, None).ok()?
        }
        UrlPatternInput::Init(i) => urlpattern::UrlPatternInit {
            protocol: i.protocol.clone(),
            username: i.username.clone(),
            password: i.password.clone(),
            hostname: i.hostname.clone(),
            port: i.port.clone(),
            pathname: i.pathname.clone(),
            search: i.search.clone(),
            hash: i.hash.clone(),
            base_url: None,
        },
    };
    urlpattern::UrlPattern::parse(init, Default::default()).ok()
}

fn ours(routes: &[String]) -> Vec<UrlPattern> {
    routes
        .iter()
        .map(|r| UrlPattern::parse(r.as_str(), None, Default::default()).unwrap())
        .collect()
}

fn theirs(routes: &[String]) -> Vec<urlpattern::UrlPattern> {
    routes
        .iter()
        .map(|r| peer_parse(&UrlPatternInput::String(r.clone())).unwrap())
        .collect()
}

fn bench(c: &mut Criterion) {
    let all = data::url_list("kasztp.txt").expect("tests/data/urls/kasztp.txt");
    // Every 24th link: 2,000 URLs, all of which both parse.
    let urls: Vec<String> = all
        .iter()
        .step_by(24)
        .filter(|u| specurl::Url::parse(u, None).is_ok() && url::Url::parse(u).is_ok())
        .cloned()
        .collect();
    let plain = routes(&SHAPES);
    let regexp = routes(&REGEXP_SHAPES);
    let (ours_plain, theirs_plain) = (ours(&plain), theirs(&plain));
    let (ours_regexp, theirs_regexp) = (ours(&regexp), theirs(&regexp));
    let pairs = (urls.len() * plain.len()) as u64;
    println!(
        "{} URLs x {} routes = {pairs} tests an iteration",
        urls.len(),
        plain.len()
    );
    let matched: usize = urls
        .iter()
        .map(|u| {
            ours_plain
                .iter()
                .filter(|p| p.test(u.as_str(), None).unwrap())
                .count()
        })
        .sum();
    println!("{matched} of them match");

    let patterns = wpt_patterns();
    let mut g = c.benchmark_group("pattern_parse");
    g.sampling_mode(SamplingMode::Flat).sample_size(10);
    g.throughput(Throughput::Elements(patterns.len() as u64));
    g.bench_function("specurl", |b| {
        b.iter(|| {
            for p in &patterns {
                black_box(UrlPattern::parse(p.clone(), None, Default::default()).unwrap());
            }
        })
    });
    g.bench_function("urlpattern", |b| {
        b.iter(|| {
            for p in &patterns {
                black_box(peer_parse(p).unwrap());
            }
        })
    });
    g.finish();

    let mut g = c.benchmark_group("test_string");
    g.sampling_mode(SamplingMode::Flat).sample_size(10);
    g.throughput(Throughput::Elements(pairs));
    g.bench_function("specurl", |b| {
        b.iter(|| {
            let mut n = 0;
            for u in &urls {
                for p in &ours_plain {
                    n += p.test(u.as_str(), None).unwrap() as usize;
                }
            }
            n
        })
    });
    g.bench_function("urlpattern", |b| {
        b.iter(|| {
            let mut n = 0;
            for u in &urls {
                for p in &theirs_plain {
                    let url = url::Url::parse(u).unwrap();
                    n += p.test(urlpattern::UrlPatternMatchInput::Url(url)).unwrap() as usize;
                }
            }
            n
        })
    });
    g.finish();

    let ours_urls: Vec<specurl::Url> = urls
        .iter()
        .map(|u| specurl::Url::parse(u, None).unwrap())
        .collect();
    let their_urls: Vec<url::Url> = urls.iter().map(|u| url::Url::parse(u).unwrap()).collect();
    for (group, ours_routes, theirs_routes) in [
        ("test_url", &ours_plain, &theirs_plain),
        ("test_url_regexp", &ours_regexp, &theirs_regexp),
    ] {
        let mut g = c.benchmark_group(group);
        g.sampling_mode(SamplingMode::Flat).sample_size(10);
        g.throughput(Throughput::Elements(pairs));
        g.bench_function("specurl", |b| {
            b.iter(|| {
                let mut n = 0;
                for u in &ours_urls {
                    for p in ours_routes {
                        n += p.test_url(u).unwrap() as usize;
                    }
                }
                n
            })
        });
        g.bench_function("urlpattern", |b| {
            b.iter(|| {
                let mut n = 0;
                for u in &their_urls {
                    for p in theirs_routes {
                        let input = urlpattern::UrlPatternMatchInput::Url(u.clone());
                        n += p.test(input).unwrap() as usize;
                    }
                }
                n
            })
        });
        g.finish();
    }

    let mut g = c.benchmark_group("exec_url");
    g.sampling_mode(SamplingMode::Flat).sample_size(10);
    g.throughput(Throughput::Elements(pairs));
    g.bench_function("specurl", |b| {
        b.iter(|| {
            let mut n = 0;
            for u in &ours_urls {
                for p in &ours_plain {
                    n += p.exec_url(u).unwrap().is_some() as usize;
                }
            }
            n
        })
    });
    g.bench_function("urlpattern", |b| {
        b.iter(|| {
            let mut n = 0;
            for u in &their_urls {
                for p in &theirs_plain {
                    let input = urlpattern::UrlPatternMatchInput::Url(u.clone());
                    n += p.exec(input).unwrap().is_some() as usize;
                }
            }
            n
        })
    });
    g.finish();

    let mut set = UrlPatternSet::new();
    for p in &ours_plain {
        set.push(p.clone());
    }
    let mut g = c.benchmark_group("route_set");
    g.sampling_mode(SamplingMode::Flat).sample_size(10);
    g.throughput(Throughput::Elements(urls.len() as u64));
    g.bench_function("UrlPatternSet::test_url", |b| {
        b.iter(|| {
            ours_urls
                .iter()
                .map(|u| set.test_url(u).unwrap().len())
                .sum::<usize>()
        })
    });
    g.bench_function("100 test_url calls", |b| {
        b.iter(|| {
            ours_urls
                .iter()
                .map(|u| ours_plain.iter().filter(|p| p.test_url(u).unwrap()).count())
                .sum::<usize>()
        })
    });
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    targets = bench
}
criterion_main!(benches);
