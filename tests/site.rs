//! Public suffixes, registrable domains and same site (feature `psl`):
//! the URL Standard's example table, every case of the Public Suffix
//! List's own test file, HTML's same-site table, and properties over
//! generated domains.

use proptest::prelude::*;
use proptest::sample::select;

use specurl::host::domain_to_ascii;
use specurl::{Host, Url};

fn url(s: &str) -> Url {
    Url::parse(s, None).unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// The URL Standard's table ("Host miscellaneous"): host as written in a
/// URL, public suffix, registrable domain.
#[test]
fn the_standards_example_table() {
    let table = [
        ("com", Some("com"), None),
        ("example.com", Some("com"), Some("example.com")),
        ("www.example.com", Some("com"), Some("example.com")),
        ("sub.www.example.com", Some("com"), Some("example.com")),
        ("EXAMPLE.COM", Some("com"), Some("example.com")),
        ("example.com.", Some("com."), Some("example.com.")),
        ("github.io", Some("github.io"), None),
        (
            "whatwg.github.io",
            Some("github.io"),
            Some("whatwg.github.io"),
        ),
        ("إختبار", Some("xn--kgbechtv"), None),
        (
            "example.إختبار",
            Some("xn--kgbechtv"),
            Some("example.xn--kgbechtv"),
        ),
        (
            "sub.example.إختبار",
            Some("xn--kgbechtv"),
            Some("example.xn--kgbechtv"),
        ),
        ("[2001:0db8:85a3:0000:0000:8a2e:0370:7334]", None, None),
    ];
    for (host, suffix, registrable) in table {
        let u = url(&format!("https://{host}/"));
        assert_eq!(u.public_suffix(), suffix, "public suffix of {host}");
        assert_eq!(
            u.registrable_domain(),
            registrable,
            "registrable domain of {host}"
        );
        let typed = u.typed_host().unwrap();
        assert_eq!(typed.public_suffix(), suffix, "{host} as a Host");
        assert_eq!(typed.registrable_domain(), registrable, "{host} as a Host");
        let model = u.to_url_ref();
        let model = model.authority().unwrap().host();
        assert_eq!(model.public_suffix(), suffix, "{host} in the model");
        assert_eq!(
            model.registrable_domain(),
            registrable,
            "{host} in the model"
        );
    }
}

/// What is not a domain has neither: IP addresses, opaque hosts, the
/// empty host, no host.
#[test]
fn only_domains_have_a_public_suffix() {
    for s in [
        "http://127.0.0.1/",
        "http://0x7f.1/",
        "http://[::1]/",
        "sc://example.com/",
        "sc://[::1]/",
        "file:///x",
        "sc:///x",
        "mailto:me@example.com",
        "data:,x",
    ] {
        let u = url(s);
        assert_eq!(u.public_suffix(), None, "{s}");
        assert_eq!(u.registrable_domain(), None, "{s}");
    }
    // A web URL's host before resolution is still opaque in the model.
    let r = specurl::UrlRef::parse("http://example.com/").unwrap();
    let host = r.authority().unwrap().host();
    assert_eq!(host, &Host::Opaque("example.com".into()));
    assert_eq!(host.public_suffix(), None);
}

/// The cases of the list's `tests/test_psl.txt` in force (the commented
/// ones are not): `checkPublicSuffix(domain, registrable domain)`. A
/// domain is looked up as a URL's host, so host processing lowercases it
/// and turns Unicode labels to Punycode first; the expected registrable
/// domain goes through the same domain-to-ASCII. A null domain is a URL
/// without a host.
#[test]
fn every_case_of_the_lists_test_file() {
    let text = include_str!("data/psl/test_psl.txt");
    let mut checked = 0;
    for line in text.lines() {
        let Some(args) = line
            .strip_prefix("checkPublicSuffix(")
            .and_then(|l| l.strip_suffix(");"))
        else {
            continue;
        };
        let (input, expected) = args.split_once(", ").expect("two arguments");
        let arg = |a: &'static str| (a != "null").then(|| a.trim_matches('\''));
        let (input, expected) = (arg(input), arg(expected));
        let u = match input {
            Some(domain) => url(&format!("http://{domain}/")),
            None => url("mailto:"),
        };
        let expected = expected.map(|e| domain_to_ascii(e).unwrap().into_owned());
        assert_eq!(
            u.registrable_domain(),
            expected.as_deref(),
            "checkPublicSuffix({input:?}, {expected:?})"
        );
        checked += 1;
    }
    // The file has 82 calls, 4 of them commented out: counted so that a
    // parsing slip here cannot pass by checking nothing.
    assert_eq!(checked, 78);
}

/// HTML's table for *schemelessly same site* and *same site*. The table
/// supposes `wildlife.museum` a public suffix, which the list no longer
/// has; `github.io` (from the list's private section) stands in for it.
#[test]
fn htmls_same_site_table() {
    let table = [
        ("https://example.com", "https://sub.example.com", true, true),
        (
            "https://example.com",
            "https://sub.other.example.com",
            true,
            true,
        ),
        (
            "https://example.com",
            "http://non-secure.example.com",
            true,
            false,
        ),
        ("https://r.github.io", "https://sub.r.github.io", true, true),
        (
            "https://r.github.io",
            "https://sub.other.r.github.io",
            true,
            true,
        ),
        (
            "https://r.github.io",
            "https://other.github.io",
            false,
            false,
        ),
        ("https://r.github.io", "https://github.io", false, false),
        ("https://github.io", "https://github.io", true, true),
        ("https://example.com", "https://example.com.", false, false),
    ];
    for (a, b, schemelessly, same) in table {
        let (a, b) = (url(a), url(b));
        let (oa, ob) = (a.typed_origin(), b.typed_origin());
        assert_eq!(oa.schemelessly_same_site(&ob), schemelessly, "{a} {b}");
        assert_eq!(ob.schemelessly_same_site(&oa), schemelessly, "{b} {a}");
        assert_eq!(oa.same_site(&ob), same, "{a} {b}");
        assert_eq!(ob.same_site(&oa), same, "{b} {a}");
        assert_eq!(a.schemelessly_same_site(&b), schemelessly, "{a} {b}");
        assert_eq!(a.same_site(&b), same, "{a} {b}");
    }
}

#[test]
fn same_site_without_a_registrable_domain_compares_hosts() {
    let same = |a: &str, b: &str| url(a).same_site(&url(b));
    // IP addresses, however written, and ports ignored.
    assert!(same("http://127.0.0.1/", "http://0x7f.0.0.1:8080/"));
    assert!(!same("http://127.0.0.1/", "http://127.0.0.2/"));
    assert!(same("http://[::1]/", "http://[0::1]:81/"));
    // A public suffix is its own site, and is not its subdomains'.
    assert!(same("https://co.uk/", "https://co.uk/"));
    assert!(!same("https://co.uk/", "https://example.co.uk/"));
    // An unlisted single label (`localhost`) has no registrable domain.
    assert!(same("http://localhost/", "http://localhost:3000/"));
    assert!(!same("http://localhost/", "http://a.localhost/"));
    // A blob: URL has its inner URL's origin.
    assert!(same(
        "blob:https://a.example.com/uuid",
        "https://b.example.com/"
    ));
    // Opaque origins: the same one only.
    let opaque = url("data:,x").typed_origin();
    assert!(opaque.same_site(&opaque.clone()));
    assert!(opaque.schemelessly_same_site(&opaque.clone()));
    assert!(!opaque.same_site(&url("data:,x").typed_origin()));
    assert!(!opaque.same_site(&url("https://example.com/").typed_origin()));
}

/// Labels that reach the list's rules of every kind (plain, wildcard
/// `*.ck`, `*.kobe.jp` with exception `!city.kobe.jp`, private `github.io`),
/// unlisted ones, and the empty label.
fn label() -> impl Strategy<Value = String> {
    prop_oneof![
        select(vec![
            "com",
            "uk",
            "co",
            "jp",
            "kobe",
            "city",
            "kyoto",
            "ide",
            "ck",
            "www",
            "github",
            "io",
            "mm",
            "example",
            "xn--kgbechtv",
            "a",
            "b",
            "",
        ])
        .prop_map(str::to_owned),
        "[a-z0-9-]{1,6}",
    ]
}

/// A domain as host processing makes one: lowercase ASCII labels joined by
/// dots, perhaps with a trailing dot.
fn domain() -> impl Strategy<Value = String> {
    (prop::collection::vec(label(), 1..7), any::<bool>()).prop_map(|(labels, dot)| {
        let mut d = labels.join(".");
        if dot {
            d.push('.');
        }
        d
    })
}

/// Whether `part` is a suffix of `whole` that starts a label.
fn label_suffix(part: &str, whole: &str) -> bool {
    whole.ends_with(part)
        && (part.len() == whole.len() || whole[..whole.len() - part.len()].ends_with('.'))
}

proptest! {
    #![proptest_config(specurl_check::seed::config(4096))]

    /// The public suffix and the registrable domain are suffixes of the
    /// host at label boundaries, the registrable domain ends with the
    /// public suffix and has one nonempty label more, and both keep the
    /// host's trailing dot.
    #[test]
    fn registrable_domain_is_a_label_suffix_ending_with_the_public_suffix(d in domain()) {
        let host = Host::Domain(d.as_str());
        let suffix = host.public_suffix();
        let registrable = host.registrable_domain();
        let name = d.strip_suffix('.').unwrap_or(&d);
        // Only a domain with an empty label (besides one trailing dot) has
        // no public suffix, and then no registrable domain either.
        prop_assert_eq!(suffix.is_none(), name.split('.').any(str::is_empty));
        if let Some(s) = suffix {
            prop_assert!(label_suffix(s, &d), "{s:?} in {d:?}");
            prop_assert_eq!(s.ends_with('.'), d.ends_with('.'));
            prop_assert!(!s.starts_with('.') && !s.contains(".."), "{s:?}");
        }
        match registrable {
            Some(r) => {
                let s = suffix.expect("a registrable domain has a public suffix");
                prop_assert!(label_suffix(r, &d), "{r:?} in {d:?}");
                prop_assert!(r != s && label_suffix(s, r), "{r:?} over {s:?}");
                let label = &r[..r.len() - s.len() - 1];
                prop_assert!(!label.is_empty() && !label.contains('.'), "{r:?} over {s:?}");
            }
            // None: no public suffix, or the host is one.
            None => prop_assert!(suffix.is_none() || suffix == Some(d.as_str()), "{d:?}"),
        }
        // The URL route gives the same answer as the host's.
        if let Ok(u) = Url::parse(&format!("http://{d}/"), None) {
            if u.hostname() == d {
                prop_assert_eq!(u.public_suffix(), suffix);
                prop_assert_eq!(u.registrable_domain(), registrable);
            }
        }
    }
}
