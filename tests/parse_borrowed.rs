//! `Url::parse_borrowed` gives what `Url::parse` gives, href, getters and
//! errors alike, and so do `Url::parse_component` for every component and
//! `Url::parse_domain` for `Url::domain`;
//! when either borrows, it borrows the input itself: on the WPT inputs against their own base and bases of
//! every kind, and on every URL of the lists.

use std::borrow::Cow;

use specurl::{Component, Url};
use specurl_check::data;
use specurl_check::targets::BASES;

/// Everything the getters show.
fn view<S: AsRef<str>>(u: &Url<S>) -> String {
    format!(
        "{:?}",
        (
            [u.href(), u.protocol(), u.username(), u.password(), u.host()],
            [u.hostname(), u.port(), u.pathname(), u.search(), u.hash()],
            (u.port_number(), u.query(), u.fragment(), u.origin()),
        )
    )
}

/// Whether `part` is a slice of `input`.
fn is_in(input: &str, part: &str) -> bool {
    let (start, end) = (
        input.as_ptr() as usize,
        input.as_ptr() as usize + input.len(),
    );
    let at = part.as_ptr() as usize;
    start <= at && at + part.len() <= end
}

/// Checks one input; whether the result borrowed it.
fn agrees(input: &str, base: Option<&str>) -> bool {
    let owned = Url::parse(input, base);
    for c in Component::ALL {
        let part = Url::parse_component(input, base, c);
        match (&owned, &part) {
            (Ok(url), Ok(part)) => {
                assert_eq!(url.get(c), part, "{input:?} against {base:?}: {c}");
                if let Cow::Borrowed(part) = part {
                    assert!(part.is_empty() || is_in(input, part), "{input:?}: {c}");
                }
            }
            (Err(o), Err(p)) => assert_eq!(
                (o.kind(), o.span()),
                (p.kind(), p.span()),
                "{input:?} against {base:?}: {c}"
            ),
            (o, p) => panic!("{input:?} against {base:?}: {c}: {o:?} but {p:?}"),
        }
    }
    match (&owned, Url::parse_domain(input, base)) {
        (Ok(url), Ok(domain)) => {
            assert_eq!(
                url.domain(),
                domain.as_deref(),
                "{input:?} against {base:?}"
            );
            if let Some(Cow::Borrowed(domain)) = domain {
                assert!(is_in(input, domain), "{input:?}: the domain");
            }
        }
        (Err(o), Err(d)) => assert_eq!((o.kind(), o.span()), (d.kind(), d.span()), "{input:?}"),
        (o, d) => panic!("{input:?} against {base:?}: {o:?} but the domain {d:?}"),
    }
    let borrowed = Url::parse_borrowed(input, base);
    let (owned, borrowed) = match (owned, borrowed) {
        (Ok(o), Ok(b)) => (o, b),
        (Err(o), Err(b)) => {
            assert_eq!(
                (o.kind(), o.span()),
                (b.kind(), b.span()),
                "{input:?} against {base:?}"
            );
            return false;
        }
        (o, b) => panic!("{input:?} against {base:?}: {o:?} but {b:?}"),
    };
    assert_eq!(view(&borrowed), view(&owned), "{input:?} against {base:?}");
    let is_borrowed = matches!(borrowed.href_cow(), Cow::Borrowed(_));
    if is_borrowed {
        // A slice of the input itself, not a copy.
        assert!(is_in(input, borrowed.href()), "{input:?}");
    }
    is_borrowed
}

#[test]
fn agrees_with_parse_on_wpt() {
    let pairs = data::wpt_pairs().expect("the WPT data");
    let mut borrowed = 0;
    for (input, base) in &pairs {
        for base in std::iter::once(base.as_deref()).chain(BASES.iter().copied().map(Some)) {
            borrowed += usize::from(agrees(input, base));
        }
    }
    assert!(borrowed > 100, "{borrowed} borrowed");
}

#[test]
fn agrees_with_parse_on_the_lists() {
    for name in data::URL_LISTS {
        let urls = data::url_list(name).expect("the URL list");
        let borrowed = urls.iter().filter(|u| agrees(u, None)).count();
        // Most real URLs are already their own href.
        assert!(
            borrowed * 2 > urls.len(),
            "{name}: {borrowed} of {}",
            urls.len()
        );
    }
}
