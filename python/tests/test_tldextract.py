"""url_subdomain, url_registrable_domain and url_public_suffix against
tldextract (pinned in requirements.txt), offline on the snapshot of the
Public Suffix List it bundles, over the hosts of the real URL lists in
tests/data/urls.

tldextract splits the string it is given; specurl splits the host the URL
Standard's host parser gives. Each URL on which the two disagree must fall
in one of two classes, each decided by a check here, never by a list of
hosts:

- ``host``: the URL Standard's host is not the text tldextract split
  (case, percent-encoding, IDNA, userinfo, a trailing dot): tldextract on
  the standard's host, its trailing dot removed, agrees with specurl;
- ``unlisted``: no rule of the list matches the host's last label (most
  are the one-label hosts of the file URLs of node_files.txt, such as
  ``file://deps/a.c``). The Public Suffix List's algorithm then applies
  its implicit rule ``*``, so specurl's public suffix is that label (as
  the list's own tests and the URL Standard's public suffix of a host
  have it), where tldextract gives no suffix;
- ``list version``: the two lists are different versions: one side's
  public suffix is no public suffix on the other side's list.

Agreement must reach 99.5 % of the URLs with a domain host whose suffix a
rule of the list names (the two libraries answer the same question there),
and 99.5 % of the distinct domain hosts, every one of them counted, on the
ICANN section (tldextract's default) and on both sections (its
``include_psl_private_domains``)."""

import collections

import pytest

from conftest import DATA
from specurl import columnar

tldextract = pytest.importorskip("tldextract")


def urls():
    out = []
    for name in ("kasztp.txt", "node_files.txt"):
        text = (DATA / "urls" / name).read_text(encoding="utf-8-sig")
        out.extend(line for line in text.splitlines() if line)
    return out


def ours(values, section):
    """(subdomain, registrable domain, public suffix) of each URL, ``''``
    where specurl has NULL, as tldextract writes a missing part."""
    parts = [
        columnar.subdomain(values, section=section).to_pylist(),
        columnar.registrable_domain(values, section=section).to_pylist(),
        columnar.public_suffix(values, section=section).to_pylist(),
    ]
    return [tuple(p or "" for p in row) for row in zip(*parts)]


def theirs(extract, text):
    r = extract(text)
    return (r.subdomain, r.top_domain_under_public_suffix, r.suffix)


@pytest.mark.parametrize("section,private", [("icann", False), ("all", True)])
def test_the_split_of_hosts_agrees_with_tldextract(section, private):
    extract = tldextract.TLDExtract(
        suffix_list_urls=(), cache_dir=None, include_psl_private_domains=private
    )
    every = urls()
    kinds = columnar.host_type(every).to_pylist()
    domains = [u for u, k in zip(every, kinds) if k == "domain"]
    hosts = columnar.hostname(domains).to_pylist()
    mine = ours(domains, section)
    # A host as a URL of its own, for the checks of each side's list.
    as_url = lambda host: f"http://x.{host.rstrip('.')}/"  # noqa: E731
    classes = collections.Counter()
    # Each distinct host, and whether every URL of it agrees.
    host_agrees = {}
    for url, host, answer in zip(domains, hosts, mine):
        agrees = theirs(extract, url) == answer
        host_agrees[host] = host_agrees.get(host, True) and agrees
        if agrees:
            classes["agree"] += 1
            continue
        plain = host.rstrip(".")
        strip = lambda part: part.rstrip(".")  # noqa: E731
        if theirs(extract, plain) == tuple(map(strip, answer)):
            classes["host"] += 1
            continue
        suffix, their_suffix = answer[2].rstrip("."), extract(plain).suffix
        if not their_suffix and suffix == plain.rsplit(".", 1)[-1]:
            classes["unlisted"] += 1
            continue
        our_rule_theirs = extract(as_url(suffix)).suffix == suffix if suffix else False
        their_rule_ours = (
            columnar.public_suffix([as_url(their_suffix)], section=section).to_pylist()
            == [their_suffix]
            if their_suffix
            else False
        )
        if not (our_rule_theirs and their_rule_ours):
            classes["list version"] += 1
            continue
        classes["unexplained"] += 1
        print("unexplained:", url, answer, theirs(extract, url))
    total = sum(classes.values())
    listed = total - classes["unlisted"]
    rate = classes["agree"] / listed
    hosts_rate = sum(host_agrees.values()) / len(host_agrees)
    print(
        f"tldextract {tldextract.__version__}, section {section}: {total} URLs with a "
        f"domain host ({len(set(hosts))} hosts), {dict(classes)}, agreement {rate:.4%} "
        f"of the {listed} whose suffix a rule lists, {classes['agree'] / total:.4%} of all; "
        f"{hosts_rate:.4%} of the {len(host_agrees)} distinct hosts"
    )
    assert listed > 40000
    assert classes["unexplained"] == 0
    assert rate >= 0.995
    # Counted by host rather than by URL, every domain host (unlisted ones
    # included: a few file-URL hosts stand for most of node_files.txt's
    # URLs) agrees on all three parts as often.
    assert len(host_agrees) > 20000
    assert hosts_rate >= 0.995
